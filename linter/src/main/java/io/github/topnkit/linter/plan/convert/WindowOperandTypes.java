package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.WindowKind;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlCharStringLiteral;
import org.apache.calcite.sql.SqlIntervalLiteral;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNumericLiteral;
import org.apache.calcite.sql.type.SqlTypeName;
import org.apache.calcite.util.NlsString;

/**
 * The operand type check of a window TVF call: every argument after the DESCRIPTOR must be an
 * interval, else Calcite's validator fails with "Cannot apply 'TUMBLE' to arguments of type
 * 'TUMBLE(&lt;RECORDTYPE(...)&gt;, &lt;COLUMN_LIST&gt;, &lt;INTEGER&gt;)'", naming each operand's
 * type as Calcite prints it (upper case, nullability left out).
 */
final class WindowOperandTypes {

  private WindowOperandTypes() {}

  /**
   * Empty when the interval arguments have interval types (or types the linter cannot tell);
   * otherwise the call signature Flink prints, or just the function name when the linter cannot
   * print one of the operand types.
   *
   * @param operands the call's operands as written (positional or named, in order)
   */
  static Optional<String> mismatch(WindowKind kind, List<SqlNode> operands, RowType table) {
    boolean wrong = false;
    List<String> types = new ArrayList<>();
    for (int i = 0; i < operands.size(); i++) {
      SqlNode operand = value(operands.get(i));
      if (i == 0) {
        types.add(recordType(table).orElse(null));
      } else if (i == 1) {
        types.add("COLUMN_LIST");
      } else {
        Optional<String> type = literalType(operand);
        if (type.isEmpty()) {
          // Not a literal: the linter does not know what Calcite would derive.
          return Optional.empty();
        }
        wrong |= !type.get().startsWith("INTERVAL ");
        types.add(type.get());
      }
    }
    if (!wrong) {
      return Optional.empty();
    }
    if (types.contains(null)) {
      return Optional.of(kind.name());
    }
    StringBuilder sb = new StringBuilder(kind.name()).append('(');
    for (int i = 0; i < types.size(); i++) {
      sb.append(i == 0 ? "" : ", ").append('<').append(types.get(i)).append('>');
    }
    return Optional.of(sb.append(')').toString().toUpperCase(Locale.ROOT));
  }

  private static SqlNode value(SqlNode operand) {
    return operand.getKind() == SqlKind.ARGUMENT_ASSIGNMENT
        ? ((SqlCall) operand).operand(0)
        : operand;
  }

  private static Optional<String> literalType(SqlNode node) {
    if (node.getKind() == SqlKind.MINUS_PREFIX || node.getKind() == SqlKind.PLUS_PREFIX) {
      return literalType(((SqlCall) node).operand(0));
    }
    if (node instanceof SqlIntervalLiteral interval) {
      SqlIntervalLiteral.IntervalValue value =
          (SqlIntervalLiteral.IntervalValue) interval.getValue();
      return Optional.of("INTERVAL " + value.getIntervalQualifier());
    }
    if (node instanceof SqlNumericLiteral n) {
      BigDecimal value = n.getValueAs(BigDecimal.class);
      if (!n.isExact()) {
        return Optional.of("DOUBLE");
      }
      if (n.getScale() != null && n.getScale() == 0) {
        return Optional.of(
            value.abs().compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) <= 0
                ? "INTEGER"
                : "BIGINT");
      }
      return Optional.of("DECIMAL(" + n.getPrec() + ", " + n.getScale() + ")");
    }
    if (node instanceof SqlCharStringLiteral s) {
      return Optional.of("CHAR(" + s.getValueAs(NlsString.class).getValue().length() + ")");
    }
    if (node instanceof SqlLiteral literal && literal.getTypeName() == SqlTypeName.BOOLEAN) {
      return Optional.of("BOOLEAN");
    }
    return Optional.empty();
  }

  private static Optional<String> recordType(RowType row) {
    StringBuilder sb = new StringBuilder("RECORDTYPE(");
    boolean first = true;
    for (Field f : row.fields()) {
      Optional<String> type = calciteType(f.type());
      if (type.isEmpty()) {
        return Optional.empty();
      }
      sb.append(first ? "" : ", ").append(type.get()).append(' ').append(f.name());
      first = false;
    }
    return Optional.of(sb.append(')').toString());
  }

  /** A type as Calcite's type string prints it; empty for the ones the linter cannot print. */
  private static Optional<String> calciteType(SqlType t) {
    String attribute =
        t.timeKind() == TimeKind.ROWTIME
            ? " *ROWTIME*"
            : t.timeKind() == TimeKind.PROCTIME ? " *PROCTIME*" : "";
    return Optional.ofNullable(
        switch (t.root()) {
          case BOOLEAN -> "BOOLEAN";
          case TINYINT -> "TINYINT";
          case SMALLINT -> "SMALLINT";
          case INTEGER -> "INTEGER";
          case BIGINT -> "BIGINT";
          case FLOAT -> "FLOAT";
          case DOUBLE -> "DOUBLE";
          case DATE -> "DATE";
          case DECIMAL -> "DECIMAL(" + t.precision() + ", " + t.scale() + ")";
          case CHAR, VARCHAR, BINARY, VARBINARY ->
              t.precision() < 0 ? null : t.root() + "(" + t.precision() + ")";
          case TIME -> "TIME(" + Math.max(0, t.precision()) + ")";
          case TIMESTAMP ->
              t.precision() < 0 ? null : "TIMESTAMP(" + t.precision() + ")" + attribute;
          case TIMESTAMP_LTZ ->
              t.precision() < 0
                  ? null
                  : attribute.isEmpty()
                      ? "TIMESTAMP_WITH_LOCAL_TIME_ZONE(" + t.precision() + ")"
                      : "TIMESTAMP_LTZ(" + t.precision() + ")" + attribute;
          default -> null;
        });
  }
}
