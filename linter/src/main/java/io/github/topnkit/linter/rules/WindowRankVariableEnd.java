package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.RankFilter;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.List;

/** A Window Top-N whose rank end is a column (rownum <= col), which Flink's window rank rejects. */
@RuleInfo(
    summary = "Window Top-N needs a constant rank end",
    severity = Severity.ERROR,
    tags = {"window", "top-n"})
public final class WindowRankVariableEnd implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.RejectionFact fact : context.rejections(Rejection.Cause.WINDOW_VARIABLE_END)) {
      Rejection r = fact.rejection();
      RankPattern p = fact.pattern().orElse(null);
      // RejectionFact.pattern() only finds a pattern by its Rank, so the site has one.
      if (p == null || !(p.site().rank().orElseThrow().range() instanceof RankRange.Variable v)) {
        // The model placed the rejection on no node this rule knows: still report Flink's words.
        context.report(
            r.span(),
            RuleWords.flinkRejects(r.message(), context.version()),
            WINDOW_RANK_VARIABLE_END_FIX);
        continue;
      }
      // Point at the bound the user wrote, as the rank call alone does not show the column.
      Span bound = null;
      for (Expr part : p.site().filter().map(RankFilter.Result::limitParts).orElse(List.of())) {
        bound = bound == null ? part.span() : bound.union(part.span());
      }
      context.report(
          bound == null ? r.span() : bound,
          windowRankVariableEnd(v.fieldName(), r.message(), context.version()),
          WINDOW_RANK_VARIABLE_END_FIX);
    }
  }

  private static String windowRankVariableEnd(
      String column, String flinkMessage, FlinkVersion version) {
    return "the rank end is the column '"
        + column
        + "', but Window Top-N supports only a constant rank end: Flink "
        + version.label()
        + " fails at deployment with \""
        + flinkMessage
        + "\"";
  }

  private static final String WINDOW_RANK_VARIABLE_END_FIX =
      "Use a constant bound, e.g. WHERE rownum <= 3. A column bound is accepted only by the regular"
          + " Top-N, which freezes it per partition from the partition's first row.";
}
