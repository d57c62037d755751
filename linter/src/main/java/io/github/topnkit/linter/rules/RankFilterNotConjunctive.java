package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.RankFilter;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.target.FlinkVersion;
import org.apache.calcite.sql.SqlKind;

/**
 * A filter that mentions the rank number in a form Flink cannot read as a rank range (OR, IN, an
 * expression of the rank number, unsupported bounds): no Top-N, an OVER aggregation instead.
 */
@RuleInfo(
    summary = "Rank filter is not a plain AND of bounds, so Flink plans no Top-N",
    severity = Severity.WARNING,
    tags = {"top-n"})
public final class RankFilterNotConjunctive implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      RankFilter.Result filter = p.site().filter().orElse(null);
      if (filter == null || filter.culprits().isEmpty() || !defeatsTopN(filter.outcome())) {
        continue;
      }
      boolean streaming = fact.query().model().settings().streaming();
      // In batch only RANK becomes a Rank operator; ROW_NUMBER is an OVER aggregation anyway.
      if (!streaming && !p.function().equals("RANK")) {
        continue;
      }
      if (p instanceof RankPattern.Rejected r
          && r.rejection().cause() != Rejection.Cause.OVER_ORDERING) {
        continue;
      }
      Severity severity = p instanceof RankPattern.Rejected ? Severity.ERROR : Severity.WARNING;
      for (Expr culprit : filter.culprits()) {
        Culprit kind = classify(culprit, filter.outcome());
        String why =
            kind == Culprit.CAST_COLUMN
                ? castColumn(RankFilter.castBound(culprit).get(), p.site().over().rowType())
                : null;
        context.report(
            severity,
            culprit.span(),
            rankFilterNotConjunctive(p, kind, why, streaming, context.version()),
            rankFilterNotConjunctiveFix(kind));
      }
    }
  }

  private static boolean defeatsTopN(RankFilter.Outcome outcome) {
    return switch (outcome) {
      case NO_LIMIT, UNSUPPORTED_BOUNDS, RANK_USED_ELSEWHERE -> true;
      default -> false;
    };
  }

  private static Culprit classify(Expr culprit, RankFilter.Outcome outcome) {
    if (culprit instanceof Expr.Call call && call.kind() == SqlKind.OR) {
      return Culprit.OR;
    }
    if (RankFilter.castBound(culprit).isPresent()) {
      return Culprit.CAST_COLUMN;
    }
    return outcome == RankFilter.Outcome.UNSUPPORTED_BOUNDS ? Culprit.BOUNDS : Culprit.EXPRESSION;
  }

  /** How a condition on the rank number defeats the Top-N rule. */
  private enum Culprit {
    OR,
    EXPRESSION,
    BOUNDS,
    /** A column bound of a type Calcite casts to compare it with the BIGINT rank number. */
    CAST_COLUMN
  }

  /** Why a column bound is cast; the filter reads the OVER aggregation's row. */
  private static String castColumn(Expr.Ref column, RowType row) {
    return "column "
        + (column.index() < row.size() ? row.get(column.index()).name() : "$" + column.index())
        + " is "
        + column.type()
        + ": Calcite casts it to compare it with the BIGINT rank number, and Flink takes a"
        + " column as rank end only bare (with =, a BIGINT or character column; with < or <=,"
        + " any but a character column)";
  }

  private static String rankFilterNotConjunctive(
      RankPattern p, Culprit culprit, String castWhy, boolean streaming, FlinkVersion version) {
    String why =
        switch (culprit) {
          case CAST_COLUMN -> castWhy;
          case OR -> "the rank number is tested inside an OR, and rn IN (...) is an OR too";
          case EXPRESSION ->
              "it compares an expression of the rank number, not the rank number itself";
          case BOUNDS ->
              "Flink accepts only constant bounds, at most one lower and one upper, or"
                  + " a single upper bound on a column";
        };
    return "Flink cannot use this condition as a rank range ("
        + why
        + "), so "
        + p.function()
        + "() is not a Top-N: "
        + RuleWords.overInstead(p, streaming, version);
  }

  private static String rankFilterNotConjunctiveFix(Culprit culprit) {
    return switch (culprit) {
      case OR ->
          "Combine the rank bound with the other conditions by AND only, with any OR in"
              + " parentheses: WHERE rn <= 3 AND (c = 'x' OR c = 'y'); write rn IN (1, 2) as rn <="
              + " 2 or rn BETWEEN 1 AND 2.";
      case EXPRESSION ->
          "Compare the bare rank number with a constant: WHERE rn <= 2 instead of"
              + " rn + 1 <= 3, WHERE rn <= 3 instead of CAST(rn AS INT) <= 3.";
      case BOUNDS ->
          "Use constant bounds joined by AND: WHERE rn > 2 AND rn <= 10; a column may"
              + " only be the single upper bound (WHERE rn <= col).";
      case CAST_COLUMN ->
          "Write rn <= col for a numeric column (Flink treats rn = col as rn <= col anyway), or"
              + " give the bound column the type BIGINT in the query below: CAST(col AS BIGINT)"
              + " AS col.";
    };
  }
}
