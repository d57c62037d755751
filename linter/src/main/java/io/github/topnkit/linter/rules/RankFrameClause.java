package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.target.FlinkVersion;

/** An explicit ROWS or RANGE frame on a rank function, which Calcite's validator rejects. */
@RuleInfo(
    summary = "Rank functions do not take a ROWS/RANGE frame",
    severity = Severity.ERROR,
    tags = {"top-n"})
public final class RankFrameClause implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      if (!(p instanceof RankPattern.Rejected rejected)
          || rejected.rejection().cause() != Rejection.Cause.RANK_FRAME) {
        continue;
      }
      Rejection r = rejected.rejection();
      context.report(
          r.span(),
          rankFrameClause(p, p.site().group().rows(), r.message(), context.version()),
          rankFrameClauseFix(p));
    }
  }

  private static String rankFrameClause(
      RankPattern p, boolean rows, String flinkMessage, FlinkVersion version) {
    return p.function()
        + "() has an explicit "
        + (rows ? "ROWS" : "RANGE")
        + " frame, but rank functions always number from the"
        + " partition start to the current row: Flink "
        + version.label()
        + " fails validation with \""
        + flinkMessage
        + "\"";
  }

  private static String rankFrameClauseFix(RankPattern p) {
    return "Remove the frame clause: " + RuleWords.overClause(p) + ".";
  }
}
