package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.diag.Diagnostic;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The registry of built-in rules, sorted by id. Adding a rule means adding it here, with a doc page
 * {@code docs/rules/<Id>.md} and a test; the catalogue test enforces all three.
 */
public final class BuiltInRules {

  private static final List<Rule> ALL =
      List.of(
              new AnalysisIncomplete(),
              new InternalError(),
              new MultipleOverWindows(),
              new NonDeterministicTies(),
              new PlannerRejection(),
              new RankEndMissing(),
              new RankEndNotPositive(),
              new RankFilterMissing(),
              new RankFilterNotConjunctive(),
              new RankFrameClause(),
              new RankFunctionNotRowNumber(),
              new RankOrderByMissing(),
              new RankRangeEmpty(),
              new SyntaxError(),
              new TopNStateSize(),
              new TopOneAscChangelogBug(),
              new TopOneIsDeduplication(),
              new UnknownTable(),
              new UnreadableFile(),
              new VariableRankEnd(),
              new WindowBoundsMissingFromPartition())
          .stream()
          .sorted(Comparator.comparing(Rule::id))
          .toList();

  private BuiltInRules() {}

  public static List<Rule> all() {
    return ALL;
  }

  public static Optional<Rule> byId(String id) {
    return ALL.stream().filter(r -> r.id().equals(id)).findFirst();
  }

  /** Runs one rule; a rule that throws yields a finding instead of stopping the lint. */
  public static void run(Rule rule, RuleContext context, List<Diagnostic> out) {
    context.enter(rule);
    try {
      rule.check(context);
    } catch (RuntimeException | StackOverflowError e) {
      out.add(Linter.ruleFailure(rule, e));
    }
  }
}
