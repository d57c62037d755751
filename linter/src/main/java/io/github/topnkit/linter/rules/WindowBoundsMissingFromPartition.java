package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.PlanPrinter;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.WindowProps;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

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
      // A rank operator verdict is given only to a call the rank rule made a Rank of.
      Rank rank = p.site().rank().orElseThrow();
      RelNode input = rank.input();
      Optional<String> expression = windowBoundExpression(input, rank.partitionKeys());
      if (expression.isPresent()) {
        context.report(
            p.site().group().partitionSpan(),
            windowBoundsThroughExpression(expression.get()),
            WINDOW_BOUNDS_FIX);
        continue;
      }
      Optional<WindowProps> window = WindowProps.of(input);
      if (window.isEmpty()) {
        continue;
      }
      boolean start = false;
      boolean end = false;
      for (int key : rank.partitionKeys()) {
        start |= window.get().start().get(key);
        end |= window.get().end().get(key);
      }
      String message =
          start
              ? windowBoundsMissing("window_start", "window_end")
              : end ? windowBoundsMissing("window_end", "window_start") : windowBoundsMissingNone();
      context.report(p.site().group().partitionSpan(), message, WINDOW_BOUNDS_FIX);
    }
  }

  /**
   * The expression a partition key computes from a window bound, when Flink lost the window
   * property because of it (a CAST, DATE_FORMAT...); empty when no key comes from a bound.
   */
  private static Optional<String> windowBoundExpression(RelNode input, List<Integer> keys) {
    for (int key : keys) {
      RelNode node = input;
      int field = key;
      while (node instanceof Calc calc && field >= 0) {
        Expr e = calc.projects().get(field);
        if (e instanceof Expr.Ref ref) {
          field = ref.index();
          node = calc.input();
          continue;
        }
        Optional<WindowProps> below = WindowProps.of(calc.input());
        if (below.isPresent()) {
          BitSet read = Exprs.refs(e);
          read.and(bounds(below.get()));
          if (!read.isEmpty()) {
            return Optional.of(PlanPrinter.expr(e, calc.input().rowType()));
          }
        }
        break;
      }
    }
    return Optional.empty();
  }

  private static BitSet bounds(WindowProps props) {
    BitSet both = (BitSet) props.start().clone();
    both.or(props.end());
    return both;
  }

  private static String windowBoundsMissing(String present, String missing) {
    return "PARTITION BY has "
        + present
        + " but not "
        + missing
        + ": Flink silently plans an updating regular Top-N over the window TVF instead of a"
        + " Window Top-N, keeping state forever and emitting -U/+U updates instead of one final"
        + " result per window";
  }

  private static String windowBoundsMissingNone() {
    return "PARTITION BY has neither window_start nor window_end of the window TVF: Flink plans an"
        + " updating regular Top-N over all windows instead of a Window Top-N";
  }

  private static final String WINDOW_BOUNDS_FIX =
      "Add both window_start and window_end to PARTITION BY: PARTITION BY window_start,"
          + " window_end[, other keys].";

  private static String windowBoundsThroughExpression(String expression) {
    return "PARTITION BY uses a window bound through an expression ("
        + expression
        + "): Flink tracks window_start and window_end only through plain column references,"
        + " so this is an updating regular Top-N over all windows, not a Window Top-N";
  }
}
