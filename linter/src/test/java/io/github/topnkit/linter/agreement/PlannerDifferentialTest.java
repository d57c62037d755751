package io.github.topnkit.linter.agreement;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The planner-differential test: seeded random statements of every {@link GenShape} go through the
 * real planner and the pattern model, which must agree on every compared field (operators, rank
 * ranges, rank number output, strategies, changelog modes) or on the rejection. A disagreement is
 * shrunk and printed as a corpus case with its seed and index.
 *
 * <p>{@code -Dtopnkit.generated.seed=N} and {@code -Dtopnkit.generated.statements=N} explore other
 * statements; the defaults are what {@code mvn verify} runs.
 */
class PlannerDifferentialTest {

  static final long SEED = Long.getLong("topnkit.generated.seed", StatementGenerator.SEED);
  static final int STATEMENTS = Integer.getInteger("topnkit.generated.statements", 2_000);
  private static final int REPORTED = 12;

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
    Shrinker shrinker = new Shrinker(generator, version);
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
    assertThat(disagreements)
        .as(
            "%d of %d generated statements disagree; the first ones, shrunk:%s",
            disagreements.size(), STATEMENTS, report)
        .isEmpty();
    assertThat(tally.total()).isEqualTo(STATEMENTS);
  }
}
