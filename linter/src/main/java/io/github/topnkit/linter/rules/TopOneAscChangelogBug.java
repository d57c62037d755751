package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.target.FlinkVersion;

/**
 * A non-time top-1 ROW_NUMBER without rank number on an insert-only input, which Flink 2.1 to 2.3
 * declares insert-only although its FastTop1Function emits updates (FLINK-40368).
 */
@RuleInfo(
    summary = "Flink 2.1-2.3 mislabels this top-1 as insert-only though it emits updates",
    severity = Severity.WARNING,
    tags = {"top-n", "changelog", "flink-bug"})
public final class TopOneAscChangelogBug implements Rule {

  @Override
  public void check(RuleContext context) {
    if (context.version().before(FlinkVersion.V2_1)) {
      return;
    }
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      // The model reproduces Flink's inference: a regular top-1 Rank declared insert-only is the
      // mislabelled case, since every real Top-N emits updates.
      if (!(p instanceof RankPattern.TopN topN)
          || !p.function().equals("ROW_NUMBER")
          || topN.outputRankNumber()
          || !(topN.range() instanceof RankRange.Constant c && c.isTop1())
          || !topN.output().insertOnly()) {
        continue;
      }
      context.report(
          p.span(), topOneAscChangelogBug(p, context.version()), topOneAscChangelogBugFix(p));
    }
  }

  private static String topOneAscChangelogBug(RankPattern p, FlinkVersion version) {
    return "Flink "
        + version.label()
        + " declares this top-1 "
        + (p.site().correlatedLimit()
            ? p.written() + ", which it plans as a ROW_NUMBER Rank,"
            : "ROW_NUMBER")
        + " insert-only ([I]) as if it were a keep-first"
        + " deduplication, but it runs FastTop1Function, which emits +U when a better row"
        + " arrives (FLINK-40368): with no -U, downstream aggregates count every replaced row,"
        + " and an append-only sink accepts the query and receives each replacement as a new"
        + " row";
  }

  private static String topOneAscChangelogBugFix(RankPattern p) {
    if (p.site().correlatedLimit()) {
      // Ordering the subquery by an expression it does not select stops Flink's rewrite into a
      // Rank (CorrelateSortToRankRule), and it has no rank number to project.
      return "Set 'table.exec.mini-batch.enabled' = 'true' (with allow-latency and size), or"
          + " upgrade to a Flink release with FLINK-40368 fixed.";
    }
    String negate =
        p.orderKeys().size() == 1
            ? "Write ORDER BY -"
                + p.orderKeys().get(0).replace(" ASC", "")
                + " DESC NULLS FIRST (same order for a numeric key) so Flink declares updates, or"
                + " set"
            : "Set";
    return negate
        + " 'table.exec.mini-batch.enabled' = 'true' (with allow-latency and size), or upgrade"
        + " to a Flink release with FLINK-40368 fixed; projecting rn does not help, as Flink"
        + " replaces the rank number of a top-1 with the literal 1.";
  }
}
