package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import java.util.Locale;
import org.apache.calcite.sql.SqlBasicTypeNameSpec;
import org.apache.calcite.sql.SqlDataTypeSpec;
import org.apache.calcite.sql.SqlTypeNameSpec;

/** The types that DDL type names and CAST targets declare, with Flink's defaults. */
final class TypeSpecs {

  private TypeSpecs() {}

  /** The type a DDL type specification declares. */
  static SqlType fromSpec(SqlDataTypeSpec spec) {
    SqlTypeNameSpec name = spec.getTypeNameSpec();
    boolean nullable = spec.getNullable() == null || spec.getNullable();
    String typeName = name.getTypeName().getSimple().toUpperCase(Locale.ROOT);
    int precision = SqlType.UNSPECIFIED;
    int scale = SqlType.UNSPECIFIED;
    if (name instanceof SqlBasicTypeNameSpec basic) {
      precision = basic.getPrecision();
      scale = basic.getScale();
    }
    TypeRoot root = rootOf(typeName);
    if (root == TypeRoot.VARCHAR && typeName.equals("VARCHAR") && precision < 0) {
      precision = 1;
    }
    if (root == TypeRoot.VARCHAR && precision == SqlType.UNSPECIFIED) {
      precision = Integer.MAX_VALUE;
    }
    // BYTES is VARBINARY of the largest length, as STRING is VARCHAR; a bare (VAR)BINARY is of 1.
    if ((root == TypeRoot.VARBINARY || root == TypeRoot.BINARY) && precision < 0) {
      precision = typeName.equals("BYTES") ? Integer.MAX_VALUE : 1;
    }
    if (root == TypeRoot.DECIMAL && precision < 0) {
      precision = 10;
      scale = 0;
    }
    if (root == TypeRoot.DECIMAL && scale < 0) {
      scale = 0;
    }
    if ((root == TypeRoot.TIMESTAMP || root == TypeRoot.TIMESTAMP_LTZ) && precision < 0) {
      precision = 6;
    }
    return new SqlType(root, precision, scale, nullable, TimeKind.NONE);
  }

  private static TypeRoot rootOf(String typeName) {
    return switch (typeName) {
      case "BOOLEAN" -> TypeRoot.BOOLEAN;
      case "TINYINT" -> TypeRoot.TINYINT;
      case "SMALLINT" -> TypeRoot.SMALLINT;
      case "INTEGER", "INT" -> TypeRoot.INTEGER;
      case "BIGINT" -> TypeRoot.BIGINT;
      case "FLOAT", "REAL" -> TypeRoot.FLOAT;
      case "DOUBLE" -> TypeRoot.DOUBLE;
      case "DECIMAL", "DEC", "NUMERIC" -> TypeRoot.DECIMAL;
      case "CHAR" -> TypeRoot.CHAR;
      case "VARCHAR", "STRING" -> TypeRoot.VARCHAR;
      case "BINARY" -> TypeRoot.BINARY;
      case "VARBINARY", "BYTES" -> TypeRoot.VARBINARY;
      case "DATE" -> TypeRoot.DATE;
      case "TIME" -> TypeRoot.TIME;
      case "TIMESTAMP" -> TypeRoot.TIMESTAMP;
      case "TIMESTAMP_WITH_LOCAL_TIME_ZONE", "TIMESTAMP_LTZ" -> TypeRoot.TIMESTAMP_LTZ;
      case "ARRAY" -> TypeRoot.ARRAY;
      case "MAP" -> TypeRoot.MAP;
      case "MULTISET" -> TypeRoot.MULTISET;
      case "ROW" -> TypeRoot.ROW;
      default -> TypeRoot.UNKNOWN;
    };
  }
}
