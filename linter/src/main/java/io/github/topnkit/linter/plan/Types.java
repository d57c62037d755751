package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import java.util.List;

/** Type rules of Flink SQL that the linter needs: widening, aggregate and arithmetic results. */
public final class Types {

  private static final int MAX_DECIMAL_PRECISION = 38;

  private Types() {}

  /** The type of a binary arithmetic result, following Flink's numeric widening. */
  public static SqlType arithmetic(String op, SqlType a, SqlType b) {
    boolean nullable = a.nullable() || b.nullable();
    if (a.root().isTimestamp() || a.root() == TypeRoot.DATE) {
      return a.materialized().withNullable(nullable);
    }
    if (b.root().isTimestamp() && op.equals("+")) {
      return b.materialized().withNullable(nullable);
    }
    if (!a.root().isNumeric() || !b.root().isNumeric()) {
      return SqlType.UNKNOWN;
    }
    if (a.root() == TypeRoot.DOUBLE || b.root() == TypeRoot.DOUBLE) {
      return SqlType.DOUBLE.withNullable(nullable);
    }
    if (a.root() == TypeRoot.FLOAT || b.root() == TypeRoot.FLOAT) {
      return SqlType.of(TypeRoot.FLOAT).withNullable(nullable);
    }
    if (a.root() == TypeRoot.DECIMAL || b.root() == TypeRoot.DECIMAL) {
      return decimalArithmetic(op, a, b).withNullable(nullable);
    }
    TypeRoot wider = a.root().ordinal() >= b.root().ordinal() ? a.root() : b.root();
    return SqlType.of(wider).withNullable(nullable);
  }

  private static SqlType asDecimal(SqlType t) {
    return switch (t.root()) {
      case TINYINT -> SqlType.decimal(3, 0);
      case SMALLINT -> SqlType.decimal(5, 0);
      case INTEGER -> SqlType.decimal(10, 0);
      case BIGINT -> SqlType.decimal(19, 0);
      default -> t;
    };
  }

  /**
   * The DECIMAL result type of {@code a op b} ({@code + - * / %}) for exact numeric operands, as
   * Flink's {@code LogicalTypeMerging} gives it: an integer operand counts as the DECIMAL that
   * holds it, products get one extra digit, quotients at least 6 fractional digits, and results
   * over 38 digits keep at least 6 (or their own) fractional digits.
   */
  public static SqlType decimalArithmetic(String op, SqlType left, SqlType right) {
    SqlType a = asDecimal(left);
    SqlType b = asDecimal(right);
    int p1 = a.precision();
    int s1 = a.scale();
    int p2 = b.precision();
    int s2 = b.scale();
    int precision;
    int scale;
    switch (op) {
      case "*" -> {
        precision = p1 + p2 + 1;
        scale = s1 + s2;
      }
      case "/" -> {
        scale = Math.max(6, s1 + p2 + 1);
        precision = p1 - s1 + s2 + scale;
      }
      case "%" -> {
        scale = Math.max(s1, s2);
        precision = Math.min(p1 - s1, p2 - s2) + scale;
      }
      default -> {
        scale = Math.max(s1, s2);
        precision = Math.max(p1 - s1, p2 - s2) + scale + 1;
      }
    }
    if (precision > MAX_DECIMAL_PRECISION) {
      int intDigits = precision - scale;
      precision = MAX_DECIMAL_PRECISION;
      scale = Math.max(Math.min(scale, 6), MAX_DECIMAL_PRECISION - intDigits);
      scale = Math.min(scale, MAX_DECIMAL_PRECISION);
    }
    return SqlType.decimal(precision, Math.max(0, scale));
  }

  /** The least restrictive type of several, as CASE, COALESCE and UNION need. */
  public static SqlType leastRestrictive(List<SqlType> types) {
    SqlType result = null;
    boolean nullable = false;
    for (SqlType t : types) {
      nullable |= t.nullable();
      if (t.root() == TypeRoot.NULL) {
        continue;
      }
      if (result == null) {
        result = t.materialized();
      } else if (result.root() != t.root()) {
        if (result.root().isNumeric() && t.root().isNumeric()) {
          result = arithmetic("+", result, t).withNullable(false);
          if (result.root() == TypeRoot.DECIMAL) {
            result = SqlType.decimal(result.precision() - 1, result.scale());
          }
        } else if (result.root().isCharacter() && t.root().isCharacter()) {
          result = SqlType.STRING;
        } else {
          return SqlType.UNKNOWN;
        }
      } else if (result.root() == TypeRoot.DECIMAL) {
        int scale = Math.max(result.scale(), t.scale());
        int integer = Math.max(result.precision() - result.scale(), t.precision() - t.scale());
        result = SqlType.decimal(Math.min(MAX_DECIMAL_PRECISION, integer + scale), scale);
      } else if (result.root().isCharacter()) {
        result =
            new SqlType(
                TypeRoot.VARCHAR,
                Math.max(result.precision(), t.precision()),
                -1,
                true,
                TimeKind.NONE);
      } else if (result.precision() < t.precision()) {
        result = t.materialized();
      }
    }
    return result == null ? SqlType.NULL : result.withNullable(nullable);
  }

  /**
   * The result type of a call of a GROUP BY aggregation. SUM, MIN, MAX, FIRST_VALUE and LAST_VALUE
   * keep their argument's nullability when no group can be empty (Calcite's {@code
   * ARG0_NULLABLE_IF_EMPTY} and {@code AGG_SUM}: nullable only without group keys or with a
   * FILTER): on Flink 2.3 {@code MAX(id)} of a NOT NULL {@code id} is {@code INT NOT NULL} by
   * {@code GROUP BY k1}, {@code INT} without it. Grouping sets stay nullable, not checked on the
   * planner.
   *
   * @param mayBeEmpty whether a group may see no row: no group keys, grouping sets or a FILTER
   */
  public static SqlType groupAggregate(String function, SqlType arg, boolean mayBeEmpty) {
    SqlType type = aggregate(function, arg);
    return switch (function) {
      case "SUM", "MIN", "MAX", "FIRST_VALUE", "LAST_VALUE" ->
          mayBeEmpty || !type.isKnown() ? type : type.withNullable(arg.nullable());
      default -> type;
    };
  }

  /** The result type of an aggregate function over an argument type, as Flink derives it. */
  public static SqlType aggregate(String function, SqlType arg) {
    return switch (function) {
      case "COUNT", "APPROX_COUNT_DISTINCT" -> SqlType.BIGINT.withNullable(false);
      case "SUM", "SUM0" -> {
        if (arg.root() == TypeRoot.DECIMAL) {
          yield SqlType.decimal(MAX_DECIMAL_PRECISION, arg.scale());
        }
        yield arg.materialized().withNullable(true);
      }
      case "AVG" -> {
        if (arg.root() == TypeRoot.DECIMAL) {
          yield SqlType.decimal(MAX_DECIMAL_PRECISION, Math.max(6, arg.scale()));
        }
        yield arg.materialized().withNullable(true);
      }
      case "MIN", "MAX", "FIRST_VALUE", "LAST_VALUE", "LAG", "LEAD" ->
          arg.materialized().withNullable(true);
      case "STDDEV", "STDDEV_POP", "STDDEV_SAMP", "VAR_POP", "VAR_SAMP", "VARIANCE" ->
          SqlType.DOUBLE;
      case "LISTAGG" -> SqlType.STRING;
      case "ROW_NUMBER", "RANK", "DENSE_RANK", "NTILE" -> SqlType.BIGINT.withNullable(false);
      case "PERCENT_RANK", "CUME_DIST" -> SqlType.DOUBLE.withNullable(false);
      default -> SqlType.UNKNOWN;
    };
  }
}
