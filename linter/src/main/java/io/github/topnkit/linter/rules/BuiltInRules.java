package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Diagnostic;
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
          new DeduplicationOnUpdatingInput(),
          new DescriptorMultipleColumns(),
          new DescriptorNotTimeAttribute(),
          new DuplicateRowtimeColumns(),
          new HopWindowFanOut(),
          new InvalidDirective(),
          new InvalidWindowSize(),
          new LegacyGroupWindow(),
          new MultipleOverWindows(),
          new NonDeterministicTies(),
          new PlannerRejection(),
          new RankEndMissing(),
          new RankEndNotPositive(),
          new RankFilterMissing(),
          new RankFilterNotConjunctive(),
          new RankFrameClause(),
          new RankFunctionNotRowNumber(),
          new RankNumberInUpsertSink(),
          new RankOrderByMissing(),
          new RankRangeEmpty(),
          new RuleCrashed(),
          new SessionWindowInBatch(),
          new SinkKeyMismatch(),
          new SyntaxError(),
          new TopNStateSize(),
          new TopOneAscChangelogBug(),
          new TopOneIsDeduplication(),
          new UnknownFunction(),
          new UnknownTable(),
          new UnreadableFile(),
          new UpdatingQueryIntoAppendOnlySink(),
          new VariableRankEnd(),
          new VersionUnsupportedSyntax(),
          new WindowBoundsMissingFromPartition(),
          new WindowRankOnProctime(),
          new WindowRankOnUpdatingInput(),
          new WindowRankVariableEnd());

  private BuiltInRules() {}

  public static List<Rule> all() {
    return ALL;
  }

  /** A rule by its id, or by the id it had before a rename. */
  public static Optional<Rule> byId(String id) {
    String current = canonicalId(id);
    return ALL.stream().filter(r -> r.id().equals(current)).findFirst();
  }

  /** The current id of a rule named by an old id (kept for one release), else the id itself. */
  public static String canonicalId(String id) {
    return id.equals(RuleCrashed.OLD_ID) ? RuleCrashed.ID : id;
  }

  /** Runs one rule; a rule that throws yields a finding instead of stopping the lint. */
  public static void run(Rule rule, RuleContext context, List<Diagnostic> out) {
    context.enter(rule);
    try {
      rule.check(context);
    } catch (RuntimeException | StackOverflowError e) {
      out.add(RuleCrashed.of(rule, e));
    }
  }
}
