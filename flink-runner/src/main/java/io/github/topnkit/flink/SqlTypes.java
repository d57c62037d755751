package io.github.topnkit.flink;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import org.apache.flink.table.types.logical.LocalZonedTimestampType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.LogicalTypeRoot;
import org.apache.flink.table.types.logical.TimestampKind;
import org.apache.flink.table.types.logical.TimestampType;
import org.apache.flink.table.types.logical.utils.LogicalTypeChecks;

/** Converts Flink's logical types into the linter's {@link SqlType}s that spec outputs carry. */
final class SqlTypes {

  private SqlTypes() {}

  static SqlType of(LogicalType type) {
    boolean nullable = type.isNullable();
    LogicalTypeRoot root = type.getTypeRoot();
    return switch (root) {
      case DECIMAL ->
          sized(
              TypeRoot.DECIMAL,
              LogicalTypeChecks.getPrecision(type),
              LogicalTypeChecks.getScale(type),
              nullable);
      case CHAR, VARCHAR, BINARY, VARBINARY ->
          sized(rootOf(root), LogicalTypeChecks.getLength(type), SqlType.UNSPECIFIED, nullable);
      case TIME_WITHOUT_TIME_ZONE ->
          sized(TypeRoot.TIME, LogicalTypeChecks.getPrecision(type), SqlType.UNSPECIFIED, nullable);
      case TIMESTAMP_WITHOUT_TIME_ZONE ->
          timestamp(
              TypeRoot.TIMESTAMP,
              LogicalTypeChecks.getPrecision(type),
              ((TimestampType) type).getKind(),
              nullable);
      case TIMESTAMP_WITH_LOCAL_TIME_ZONE ->
          timestamp(
              TypeRoot.TIMESTAMP_LTZ,
              LogicalTypeChecks.getPrecision(type),
              ((LocalZonedTimestampType) type).getKind(),
              nullable);
      default -> sized(rootOf(root), SqlType.UNSPECIFIED, SqlType.UNSPECIFIED, nullable);
    };
  }

  private static SqlType sized(TypeRoot root, int precision, int scale, boolean nullable) {
    return new SqlType(root, precision, scale, nullable, TimeKind.NONE);
  }

  private static SqlType timestamp(
      TypeRoot root, int precision, TimestampKind kind, boolean nullable) {
    TimeKind timeKind =
        switch (kind) {
          case ROWTIME -> TimeKind.ROWTIME;
          case PROCTIME -> TimeKind.PROCTIME;
          case REGULAR -> TimeKind.NONE;
        };
    return new SqlType(root, precision, SqlType.UNSPECIFIED, nullable, timeKind);
  }

  private static TypeRoot rootOf(LogicalTypeRoot root) {
    return switch (root) {
      case BOOLEAN -> TypeRoot.BOOLEAN;
      case TINYINT -> TypeRoot.TINYINT;
      case SMALLINT -> TypeRoot.SMALLINT;
      case INTEGER -> TypeRoot.INTEGER;
      case BIGINT -> TypeRoot.BIGINT;
      case FLOAT -> TypeRoot.FLOAT;
      case DOUBLE -> TypeRoot.DOUBLE;
      case CHAR -> TypeRoot.CHAR;
      case VARCHAR -> TypeRoot.VARCHAR;
      case BINARY -> TypeRoot.BINARY;
      case VARBINARY -> TypeRoot.VARBINARY;
      case DATE -> TypeRoot.DATE;
      case INTERVAL_DAY_TIME -> TypeRoot.INTERVAL_DAY_TIME;
      case INTERVAL_YEAR_MONTH -> TypeRoot.INTERVAL_YEAR_MONTH;
      case ARRAY -> TypeRoot.ARRAY;
      case MAP -> TypeRoot.MAP;
      case MULTISET -> TypeRoot.MULTISET;
      case ROW -> TypeRoot.ROW;
      case NULL -> TypeRoot.NULL;
      default -> TypeRoot.UNKNOWN;
    };
  }
}
