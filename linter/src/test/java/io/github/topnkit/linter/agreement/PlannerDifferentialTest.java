package io.github.topnkit.linter.agreement;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The planner-differential test: seeded random statements of every {@link GenShape} go through the
 * real planner and the pattern model, which must agree on every compared field (operators, rank
 * ranges, rank number output, strategies, changelog modes) or on the rejection, unless the
 * statement is on the {@link KnownDisagreements} list. A disagreement is shrunk and printed as a
 * corpus case with its seed and index.
 *
 * <p>{@code -Dtopnkit.generated.seed=N} and {@code -Dtopnkit.generated.statements=N} explore other
 * statements (another seed has no known list: every disagreement fails); the defaults are what
 * {@code mvn verify} runs.
 */
class PlannerDifferentialTest {

  static final long SEED = Long.getLong("topnkit.generated.seed", StatementGenerator.SEED);
  static final int STATEMENTS = Integer.getInteger("topnkit.generated.statements", 2_000);
  private static final int REPORTED = Integer.getInteger("topnkit.generated.reported", 12);

  @Test
  void theModelAgreesWithTheRealPlannerOnGeneratedStatements() {
    FlinkVersion version = PlannerAgreementTest.version();
    StatementGenerator generator = new StatementGenerator(SEED);
    GenTally tally = new GenTally();
    List<GenOutcome> disagreements = new ArrayList<>();
    for (int i = 0; i < STATEMENTS; i++) {
      GenOutcome outcome = GenOutcome.of(generator.generate(i), version);
      tally.add(outcome);
      if (outcome.kind() == GenOutcome.Kind.DISAGREE) {
        disagreements.add(outcome);
      }
    }
    System.out.println(
        "Planner-differential statements against Flink "
            + version.label()
            + ", seed "
            + SEED
            + ":\n"
            + tally);
    KnownDisagreements known = KnownDisagreements.of(version.label());
    boolean listed = SEED == StatementGenerator.SEED;
    if (listed && Boolean.getBoolean("topnkit.generated.update")) {
      known.rewrite(disagreements, header(version));
      known = KnownDisagreements.of(version.label());
    }
    List<GenOutcome> unlisted = listed ? known.unlisted(disagreements) : disagreements;
    assertThat(unlisted)
        .as(
            "%d of %d generated statements disagree and are not in %s; the first ones, shrunk:%s",
            unlisted.size(),
            STATEMENTS,
            known.file(),
            shrunk(new Shrinker(generator, version), unlisted))
        .isEmpty();
    if (listed) {
      assertThat(known.gone(disagreements, STATEMENTS))
          .as("statements of %s that agree now: take them off the list", known.file())
          .isEmpty();
    }
    assertThat(tally.total()).isEqualTo(STATEMENTS);
  }

  private static String shrunk(Shrinker shrinker, List<GenOutcome> disagreements) {
    StringBuilder report = new StringBuilder();
    for (GenOutcome d : disagreements.subList(0, Math.min(REPORTED, disagreements.size()))) {
      GenOutcome small = shrinker.shrink(d);
      report
          .append("\n#")
          .append(d.statement().index())
          .append(" shrunk to:\n")
          .append(small.statement().asCorpusText())
          .append(small.detail())
          .append('\n');
    }
    return report.toString();
  }

  private static String header(FlinkVersion version) {
    return "# Generated statements (seed "
        + StatementGenerator.SEED
        + ") on which the model and Flink "
        + version.label()
        + " disagree, with how they part.\n"
        + "# The work list of the fidelity issue: it only shrinks. Rewrite it from a run with\n"
        + "# mvn -pl linter test -Dtest=PlannerDifferentialTest -Dtopnkit.generated.update=true\n";
  }
}
