package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.target.FlinkVersion;

/**
 * A top-1 ROW_NUMBER ordered by a time attribute (or a correlated LATERAL ... LIMIT 1, which Flink
 * rewrites into one), which Flink runs as a Deduplicate or Window Deduplicate (keep first or last
 * row) rather than a Top-N, with its own changelog.
 */
@RuleInfo(
    summary = "Top-1 ROW_NUMBER on a time attribute runs as a deduplication",
    severity = Severity.INFO,
    tags = {"top-n", "deduplication"})
public final class TopOneIsDeduplication implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      if (p instanceof RankPattern.Deduplicate deduplicate) {
        report(context, deduplicate, deduplicate.runtimeFunction());
      } else if (p instanceof RankPattern.WindowDeduplicate windowDeduplicate) {
        report(context, windowDeduplicate, windowDeduplicate.runtimeFunction());
      }
    }
  }

  private static void report(
      RuleContext context, RankPattern.RankOperator p, String runtimeFunction) {
    SortKey key = p.site().group().orderKeys().get(0);
    String time = p.site().over().input().rowType().get(key.field()).name();
    boolean rowtime =
        p.site().over().input().rowType().get(key.field()).type().timeKind() == TimeKind.ROWTIME;
    String changelog = deduplicationChangelog(p, key.descending(), rowtime, context.version());
    context.report(
        p.span(),
        topOneIsDeduplication(p, runtimeFunction, key.descending(), changelog, time),
        deduplicationFix(key.descending()));
  }

  private static String topOneIsDeduplication(
      RankPattern p,
      String runtimeFunction,
      boolean keepLast,
      String changelog,
      String timeColumn) {
    boolean windowed = p instanceof RankPattern.WindowDeduplicate;
    boolean correlated = p.site().correlatedLimit();
    return "this "
        + (correlated ? p.written() : "top-1 ROW_NUMBER()")
        + " ordered by time attribute "
        + timeColumn
        + " is a "
        + (windowed ? "Window Deduplicate" : "Deduplicate")
        + ", not a Top-N: Flink keeps the "
        + (keepLast ? "last" : "first")
        + (p.partitionKeys().isEmpty()
            ? " row of the whole input"
            : " row per " + String.join(", ", p.partitionKeys()))
        + " (runtime "
        + runtimeFunction
        + (correlated ? ")" : "), a selected rank number is the literal 1,")
        + " and the output is "
        + changelog
        + "; with a non-time ORDER BY it would be a "
        + (windowed ? "Window Top-N" : "Top-1 Rank")
        + " instead";
  }

  private static String deduplicationChangelog(
      RankPattern.RankOperator p, boolean keepLast, boolean rowtime, FlinkVersion version) {
    if (p instanceof RankPattern.WindowDeduplicate) {
      return "insert-only " + p.output() + ", one row per key and window when the window closes";
    }
    String mode = (p.output().insertOnly() ? "insert-only " : "updating ") + p.output();
    if (version == FlinkVersion.V1_20) {
      return mode + " (Flink 1.20 declares only proctime keep-first insert-only)";
    }
    if (version == FlinkVersion.V2_0) {
      return mode + " (Flink 2.0 declares every deduplication updating)";
    }
    String why =
        keepLast
            ? " (keep-last updates the row per key)"
            : p.output().insertOnly()
                ? rowtime
                    ? " (since 2.1 keep-first emits when the watermark passes the row's time and"
                        + " drops late rows)"
                    : " (since 2.1 keep-first without mini-batch is insert-only)"
                : " (keep-first is updating with mini-batch on or an updating input)";
    return mode + why;
  }

  private static String deduplicationFix(boolean keepLast) {
    return "Nothing to change if keeping the "
        + (keepLast ? "last" : "first")
        + " row per key is intended; "
        + (keepLast
            ? "ORDER BY the time attribute ASC keeps the first row, "
            : "ORDER BY the time attribute DESC keeps the last row, ")
        + "and ordering by a value column instead makes it a Top-1 Rank.";
  }
}
