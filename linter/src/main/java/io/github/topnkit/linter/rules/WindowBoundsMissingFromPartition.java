package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.WindowProps;

/**
 * A Top-N over a window TVF whose PARTITION BY lacks window_start or window_end: Flink silently
 * plans an updating regular Top-N instead of a Window Top-N.
 */
@RuleInfo(
    summary = "Window Top-N needs both window_start and window_end in PARTITION BY",
    severity = Severity.ERROR,
    tags = {"window", "top-n"})
public final class WindowBoundsMissingFromPartition implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.PatternFact fact : context.patterns()) {
      RankPattern p = fact.pattern();
      if (p.kind() != PatternKind.TOP_N && p.kind() != PatternKind.DEDUPLICATE) {
        continue;
      }
      RelNode input = p.site().rank().input();
      WindowProps window = WindowProps.of(input);
      if (window == null) {
        continue;
      }
      boolean start = false;
      boolean end = false;
      for (int key : p.site().rank().partitionKeys()) {
        start |= window.start().get(key);
        end |= window.end().get(key);
      }
      String message =
          start
              ? RuleMessages.windowBoundsMissing("window_start", "window_end")
              : end
                  ? RuleMessages.windowBoundsMissing("window_end", "window_start")
                  : RuleMessages.windowBoundsMissingNone();
      context.report(p.site().group().partitionSpan(), message, RuleMessages.WINDOW_BOUNDS_FIX);
    }
  }
}
