package io.github.topnkit.spec.verify;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkRelease;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.check.Mismatch;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.run.CaseAnalysis;
import io.github.topnkit.spec.run.CaseRun;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The core's decisions, with engines that answer as told: which verdict, which engine a failure is
 * about, when a case is skipped or unsupported, and that every engine gets the one analysis.
 */
class CaseVerifierTest {

  private static final String SPEC =
      """
      tables:
        T: |
          CREATE TABLE T (k STRING, v INT) WITH ('connector' = 'kafka')
      input:
        T: |
          +I[a, 1]
      cases:
        - name: right
          query: SELECT k, v FROM T
          final: |
            +I[a, 1]
        - name: wrong
          query: SELECT k, v FROM T
          final: |
            +I[a, 2]
        - name: lint only
          query: |
            SELECT * FROM (
              SELECT *, RANK() OVER (PARTITION BY k ORDER BY v) AS r FROM T)
            WHERE r <= 1
          lint: [RankFunctionNotRowNumber@2]
        - name: wrong lint
          query: SELECT k, v FROM T
          lint: [TopNStateSize@1]
          final: |
            +I[a, 1]
        - name: later
          skip: waiting for a fix
          query: SELECT k, v FROM T
          final: |
            +I[a, 1]
        - name: old
          flink: "< 2.0"
          query: SELECT k, v FROM T
          final: |
            +I[a, 1]
      """;

  private static final RunOutcome A_1 = rows(SpecRow.of(RowKind.INSERT, "a", 1));

  private final List<CaseRun> seen = new ArrayList<>();

  @Test
  void passesWhenTheRowsHoldAndFailsNamingTheEngineWhenTheyDoNot() {
    CaseVerifier verifier = verifier(Optional.of(engine("reference 2.3", A_1)), Optional.empty());

    Verdict right = verifier.verify(named("right"), ExecutionMode.STREAMING);
    Verdict wrong = verifier.verify(named("wrong"), ExecutionMode.STREAMING);

    assertThat(right).isInstanceOf(Verdict.Passed.class);
    assertThat(right.runs()).extracting(EngineRun::engine).containsExactly("reference 2.3");
    assertThat(failures(wrong)).singleElement().asString().startsWith("[reference 2.3] ");
  }

  @Test
  void saysTheEnginesAgreeWhenTheyEmitTheSameRowsAndTheExpectationDiffers() {
    CaseVerifier verifier =
        verifier(
            Optional.of(engine("reference 2.3", A_1)), Optional.of(engine("flink 2.3.0", A_1)));

    Verdict wrong = verifier.verify(named("wrong"), ExecutionMode.STREAMING);

    assertThat(failures(wrong))
        .singleElement()
        .asString()
        .startsWith("[flink 2.3.0 and reference 2.3 agree] ");
    assertThat(seen).hasSize(2);
    assertThat(seen.get(0).analysis()).isSameAs(seen.get(1).analysis());
  }

  @Test
  void namesEachEngineThatDiffersWhenTheEnginesDisagree() {
    CaseVerifier verifier =
        verifier(
            Optional.of(engine("reference 2.3", rows(SpecRow.of(RowKind.INSERT, "a", 3)))),
            Optional.of(engine("flink 2.3.0", A_1)));

    Verdict right = verifier.verify(named("right"), ExecutionMode.STREAMING);

    assertThat(failures(right)).singleElement().asString().startsWith("[reference 2.3] ");
  }

  @Test
  void aCaseTheReferenceEngineCannotRunIsUnsupportedUnlessSomethingElseFails() {
    RunOutcome unsupported = new RunOutcome.Unsupported("not supported: RAND()", Optional.empty());
    CaseVerifier verifier =
        verifier(Optional.of(engine("reference 2.3", unsupported)), Optional.empty());

    Verdict alone = verifier.verify(named("right"), ExecutionMode.STREAMING);
    Verdict withLint = verifier.verify(named("wrong lint"), ExecutionMode.STREAMING);

    assertThat(alone).isInstanceOf(Verdict.Unsupported.class);
    assertThat(((Verdict.Unsupported) alone).reason())
        .contains("not supported: RAND()")
        .endsWith(CaseVerifier.ON_FLINK);
    assertThat(failures(withLint))
        .hasSize(2)
        .anySatisfy(f -> assertThat(f).contains("lint findings differ"))
        .anySatisfy(f -> assertThat(f).contains(CaseVerifier.ON_FLINK));
  }

  @Test
  void withFlinkAReferenceEngineThatCannotRunTheCaseIsNotCompared() {
    RunOutcome unsupported = new RunOutcome.Unsupported("not supported", Optional.empty());
    CaseVerifier verifier =
        verifier(
            Optional.of(engine("reference 2.3", unsupported)),
            Optional.of(engine("flink 2.3.0", A_1)));

    assertThat(verifier.verify(named("right"), ExecutionMode.STREAMING))
        .isInstanceOf(Verdict.Passed.class);
  }

  @Test
  void aCaseWithLintExpectationsOnlyRunsNoEngine() {
    CaseVerifier verifier = verifier(Optional.of(engine("reference 2.3", A_1)), Optional.empty());

    Verdict verdict = verifier.verify(named("lint only"), ExecutionMode.STREAMING);

    assertThat(verdict).isInstanceOf(Verdict.Passed.class);
    assertThat(verdict.runs()).isEmpty();
    assertThat(seen).isEmpty();
  }

  @Test
  void skipsByTheCaseOwnReasonOrByItsVersionRange() {
    CaseVerifier verifier = verifier(Optional.of(engine("reference 2.3", A_1)), Optional.empty());

    assertThat(verifier.verify(named("later"), ExecutionMode.STREAMING))
        .isEqualTo(new Verdict.Skipped("waiting for a fix"));
    assertThat(verifier.verify(named("old"), ExecutionMode.STREAMING))
        .isEqualTo(new Verdict.Skipped("the case is for Flink < 2.0; the engine runs Flink 2.3"));
    assertThat(seen).isEmpty();
  }

  @Test
  void recordsFlinksOutcomeInsteadOfComparingWhenAskedToRewrite() {
    CaseVerifier verifier =
        verifier(
            Optional.of(engine("reference 2.3", A_1)), Optional.of(engine("flink 2.3.0", A_1)));
    List<RunOutcome> recorded = new ArrayList<>();

    Verdict rewritten =
        verifier.verify(named("wrong"), ExecutionMode.STREAMING, Optional.of(o -> recorded.add(o)));
    Verdict refused =
        verifier.verify(named("wrong"), ExecutionMode.STREAMING, Optional.of(o -> false));
    Verdict kept =
        verifier.verify(named("right"), ExecutionMode.STREAMING, Optional.of(o -> recorded.add(o)));

    assertThat(rewritten).isInstanceOf(Verdict.Passed.class);
    assertThat(failures(refused)).singleElement().asString().contains("cannot update");
    assertThat(kept).isInstanceOf(Verdict.Passed.class);
    assertThat(recorded).containsExactly(A_1);
  }

  private CaseVerifier verifier(Optional<CaseRunner> reference, Optional<CaseRunner> flink) {
    return new CaseVerifier(new Engines(reference, flink), Duration.ofSeconds(5));
  }

  private CaseRunner engine(String name, RunOutcome outcome) {
    return new CaseRunner() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public FlinkRelease flinkRelease() {
        return FlinkRelease.of(name.substring(name.indexOf(' ') + 1));
      }

      @Override
      public RunOutcome run(CaseRun run) {
        seen.add(run);
        assertThat(run.analysis()).isInstanceOf(CaseAnalysis.class);
        return outcome;
      }
    };
  }

  private static RunOutcome rows(SpecRow... rows) {
    List<OutputTable.Column> columns =
        List.of(
            new OutputTable.Column("k", SqlType.STRING), new OutputTable.Column("v", SqlType.INT));
    return new RunOutcome.Completed(
        Map.of(
            Expectations.SINGLE,
            new OutputTable(Expectations.SINGLE, columns, List.of(), List.of(rows))));
  }

  private static SpecCase named(String name) {
    return new SpecParser()
        .parse("cases.spec.yaml", SPEC).orThrow().cases().stream()
            .filter(c -> c.name().equals(name))
            .findFirst()
            .orElseThrow();
  }

  private static List<String> failures(Verdict verdict) {
    assertThat(verdict).isInstanceOf(Verdict.Failed.class);
    return ((Verdict.Failed) verdict).failures().stream().map(Mismatch::message).toList();
  }
}
