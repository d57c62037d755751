package io.github.topnkit.linter.plan;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.parse.Span;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.apache.calcite.sql.SqlKind;

/**
 * Reads the rank range out of the filter above a rank function, as Flink's {@code
 * RankUtil.extractRankRange}: the filter is put in conjunctive normal form, constant bounds on the
 * rank column are merged as Calcite's simplifier does, and only the accepted bound shapes yield a
 * range.
 */
public final class RankFilter {

  private static final int CNF_LIMIT = 512;

  /** Why a filter gave, or did not give, a rank range. */
  public enum Outcome {
    /** A constant or variable range, with no other use of the rank column. */
    RANGE,
    /** Only a lower bound: Flink's "Rank end is not specified" error. */
    LOWER_BOUND_ONLY,
    /** The bounds contradict each other; Calcite folds the filter to FALSE. */
    EMPTY,
    /** No conjunct is a plain comparison of the rank column with a bound. */
    NO_LIMIT,
    /**
     * The bounds have a shape Flink does not accept (several variable bounds, a variable lower).
     */
    UNSUPPORTED_BOUNDS,
    /** A bound is fine, but another part of the filter also reads the rank column. */
    RANK_USED_ELSEWHERE
  }

  /**
   * What the filter gave: outcome, range (empty when the bounds give none), the parts that stay
   * above the Rank, and culprits.
   */
  public record Result(
      Outcome outcome,
      Optional<RankRange> range,
      List<Expr> remaining,
      List<Expr> limitParts,
      List<Expr> culprits) {

    public Result {
      requireNonNull(range, "range is null");
    }
  }

  private RankFilter() {}

  public static Result extract(Expr condition, int rankField, List<Field> inputFields) {
    List<Expr> conjuncts = Exprs.conjuncts(Cnf.toCnf(Cnf.pushNot(condition), CNF_LIMIT));
    List<Expr> limits = new ArrayList<>();
    List<Expr> others = new ArrayList<>();
    for (Expr c : conjuncts) {
      if (isLimitPredicate(c, rankField)) {
        limits.add(c);
      } else {
        others.add(c);
      }
    }
    List<Expr> culprits = others.stream().filter(e -> Exprs.refs(e).get(rankField)).toList();
    if (limits.isEmpty()) {
      return new Result(Outcome.NO_LIMIT, Optional.empty(), others, limits, culprits);
    }
    Interval interval = new Interval();
    List<int[]> variable = new ArrayList<>();
    List<Expr> unsupported = new ArrayList<>();
    for (Expr limit : limits) {
      Expr.Call call = (Expr.Call) limit;
      boolean rankLeft = call.operand(0) instanceof Expr.Ref r && r.index() == rankField;
      Expr bound = rankLeft ? call.operand(1) : call.operand(0);
      SqlKind kind = rankLeft ? call.kind() : call.kind().reverse();
      OptionalLong value = bound(bound);
      if (value.isPresent()) {
        interval.add(kind, value.getAsLong());
      } else if (bound instanceof Expr.Ref ref
          && kind != SqlKind.GREATER_THAN
          && kind != SqlKind.GREATER_THAN_OR_EQUAL
          && !castToCompare(kind, ref.type())) {
        variable.add(new int[] {ref.index()});
      } else {
        unsupported.add(limit);
      }
    }
    if (!unsupported.isEmpty()) {
      return new Result(Outcome.UNSUPPORTED_BOUNDS, Optional.empty(), others, limits, unsupported);
    }
    RankRange range;
    if (!variable.isEmpty()) {
      if (variable.size() > 1 || interval.isSet()) {
        return new Result(Outcome.UNSUPPORTED_BOUNDS, Optional.empty(), others, limits, limits);
      }
      int field = variable.get(0)[0];
      String name = field < inputFields.size() ? inputFields.get(field).name() : "$" + field;
      range = new RankRange.Variable(field, name);
    } else if (interval.isEmpty()) {
      return new Result(Outcome.EMPTY, Optional.empty(), others, limits, limits);
    } else if (interval.upper == null) {
      return new Result(
          Outcome.LOWER_BOUND_ONLY,
          Optional.of(new RankRange.Constant(interval.lower, Long.MAX_VALUE)),
          others,
          limits,
          limits);
    } else {
      long start = interval.lower == null ? 1 : interval.lower;
      range = new RankRange.Constant(start, interval.upper);
    }
    if (!culprits.isEmpty()) {
      return new Result(Outcome.RANK_USED_ELSEWHERE, Optional.of(range), others, limits, culprits);
    }
    return new Result(Outcome.RANGE, Optional.of(range), others, limits, List.of());
  }

  /**
   * The one value the constant bounds pin the rank number to, given on both sides ({@code rn = 2},
   * {@code rn BETWEEN 2 AND 2}): Calcite then knows the number above the filter and projects that
   * literal instead, so the Rank outputs no number. A bound only from above ({@code rn <= 1}) pins
   * nothing, as Calcite does not know the number is positive.
   */
  public static OptionalLong pinnedValue(Result result, int rankField) {
    Interval interval = new Interval();
    for (Expr limit : result.limitParts()) {
      if (!(limit instanceof Expr.Call call) || call.operands().size() != 2) {
        return OptionalLong.empty();
      }
      boolean rankLeft = call.operand(0) instanceof Expr.Ref r && r.index() == rankField;
      OptionalLong value = bound(rankLeft ? call.operand(1) : call.operand(0));
      if (value.isEmpty()) {
        return OptionalLong.empty();
      }
      interval.add(rankLeft ? call.kind() : call.kind().reverse(), value.getAsLong());
    }
    return interval.lower != null && interval.lower.equals(interval.upper) && !interval.isEmpty()
        ? OptionalLong.of(interval.lower)
        : OptionalLong.empty();
  }

  /**
   * The column of a rank bound comparison that Calcite casts to compare it with the rank number, so
   * the comparison is no rank range; empty for any other condition.
   */
  public static Optional<Expr.Ref> castBound(Expr condition) {
    if (!(condition instanceof Expr.Call c) || c.operands().size() != 2) {
      return Optional.empty();
    }
    if (c.kind() != SqlKind.EQUALS
        && c.kind() != SqlKind.LESS_THAN
        && c.kind() != SqlKind.LESS_THAN_OR_EQUAL
        && c.kind() != SqlKind.GREATER_THAN
        && c.kind() != SqlKind.GREATER_THAN_OR_EQUAL) {
      return Optional.empty();
    }
    for (Expr operand : c.operands()) {
      if (operand instanceof Expr.Ref ref && castToCompare(c.kind(), ref.type())) {
        return Optional.of(ref);
      }
    }
    return Optional.empty();
  }

  /**
   * Whether Calcite wraps a column bound in a CAST to compare it with the BIGINT rank number, so
   * {@code RankUtil} no longer sees an input reference and the rank rule does not fire: {@code =}
   * casts any column but a BIGINT or character one, an ordered comparison casts a character one
   * (seen on Flink 1.20 and 2.3).
   */
  private static boolean castToCompare(SqlKind kind, SqlType type) {
    TypeRoot root = type.root();
    if (root == TypeRoot.UNKNOWN) {
      return false;
    }
    return kind == SqlKind.EQUALS
        ? root != TypeRoot.BIGINT && !root.isCharacter()
        : root.isCharacter();
  }

  /** A comparison with the rank column alone on one side and no rank column on the other. */
  /**
   * The number Flink's {@code RankUtil} reads from a rank bound: a constant's value, except that it
   * takes a decimal literal through {@code RexLiteral.getValue2}, which gives its unscaled digits
   * ({@code rn <= 2.5} reads as 25, {@code pr <= 0.5} as 5).
   */
  private static OptionalLong bound(Expr bound) {
    if (bound instanceof Expr.Lit lit
        && lit.type().root() == TypeRoot.DECIMAL
        && lit.value() instanceof BigDecimal d
        && d.scale() > 0) {
      try {
        return OptionalLong.of(d.unscaledValue().longValueExact());
      } catch (ArithmeticException e) {
        return OptionalLong.empty();
      }
    }
    return Exprs.constantLong(bound);
  }

  static boolean isLimitPredicate(Expr e, int rankField) {
    if (!(e instanceof Expr.Call c) || c.operands().size() != 2) {
      return false;
    }
    switch (c.kind()) {
      case LESS_THAN, LESS_THAN_OR_EQUAL, GREATER_THAN, GREATER_THAN_OR_EQUAL, EQUALS -> {
        Expr a = c.operand(0);
        Expr b = c.operand(1);
        boolean aIsRank = a instanceof Expr.Ref r && r.index() == rankField;
        boolean bIsRank = b instanceof Expr.Ref r && r.index() == rankField;
        return (aIsRank && !Exprs.refs(b).get(rankField))
            || (bIsRank && !Exprs.refs(a).get(rankField));
      }
      default -> {
        return false;
      }
    }
  }

  /** Constant bounds on the rank column merged into one interval, like a Calcite Sarg. */
  private static final class Interval {
    Long lower;
    Long upper;
    boolean empty;

    void add(SqlKind kind, long value) {
      switch (kind) {
        case LESS_THAN -> upper(value - 1);
        case LESS_THAN_OR_EQUAL -> upper(value);
        case GREATER_THAN -> lower(value + 1);
        case GREATER_THAN_OR_EQUAL -> lower(value);
        case EQUALS -> {
          lower(value);
          upper(value);
        }
        default -> {}
      }
      if (lower != null && upper != null && lower > upper) {
        empty = true;
      }
    }

    private void upper(long v) {
      upper = upper == null ? v : Math.min(upper, v);
    }

    private void lower(long v) {
      lower = lower == null ? v : Math.max(lower, v);
    }

    boolean isSet() {
      return lower != null || upper != null;
    }

    boolean isEmpty() {
      return empty;
    }
  }

  static Span spanOf(List<Expr> parts, Span fallback) {
    Span span = null;
    for (Expr e : parts) {
      span = span == null ? e.span() : span.union(e.span());
    }
    return span == null ? fallback : span;
  }
}
