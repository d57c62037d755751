package io.github.topnkit.junit.differential;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.flink.FlinkCaseRunner;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.reference.ReferenceCaseRunner;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;
import org.opentest4j.AssertionFailedError;

/**
 * The differential test: generated Top-N, deduplication and Window Top-N cases over seeded random
 * inputs run on a real Flink MiniCluster (one cluster for all cases) and on the reference engine,
 * which must produce the same outcome and the same changelogs. A failure prints the case as a spec
 * file (with Flink's changelog as its expectation) and both outputs side by side.
 *
 * <p>{@code -Dtopnkit.differential.seed=N}, {@code -Dtopnkit.differential.cases=N} and {@code
 * -Dtopnkit.differential.composite-cases=N} explore other cases; the defaults are what {@code mvn
 * verify} runs.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DifferentialTest {

  static final int CASES = Integer.getInteger("topnkit.differential.cases", 220);

  /**
   * How many composite cases follow the plain ones: aggregation-fed, nested, LATERAL and view-split
   * Top-N, and INSERTs with a column list ({@link CompositeCases}).
   */
  static final int COMPOSITE = Integer.getInteger("topnkit.differential.composite-cases", 110);

  static final long SEED = Long.getLong("topnkit.differential.seed", CaseGenerator.SEED);
  private static final Duration TIMEOUT = Duration.ofSeconds(60);

  private final Map<Integer, RunOutcome> flinkOutcomes = new ConcurrentHashMap<>();
  private final AtomicLong flinkNanos = new AtomicLong();
  private List<GeneratedCase> cases;
  private FlinkCaseRunner flink;
  private CaseRunner reference;

  @BeforeAll
  void generate() {
    long start = System.nanoTime();
    CaseGenerator generator = new CaseGenerator(SEED);
    cases = generator.generate(CASES, COMPOSITE);
    System.out.printf(
        "[differential] seed %d: %d cases from %d drafts in %d ms; dropped %s%n  patterns %s%n"
            + "  runtime functions %s%n",
        SEED,
        cases.size(),
        generator.drafted(),
        (System.nanoTime() - start) / 1_000_000,
        generator.dropped(),
        tally(cases.stream().flatMap(c -> c.patterns().stream()).map(Enum::name)),
        tally(cases.stream().flatMap(c -> c.runtimeFunctions().stream())));
    flink = new FlinkCaseRunner();
    reference = new ReferenceCaseRunner();
  }

  @AfterAll
  void close() throws IOException {
    long empty =
        flinkOutcomes.values().stream()
            .filter(o -> Agreement.changelog(o).map(String::isEmpty).orElse(false))
            .count();
    System.out.printf(
        "[differential] Flink ran %d cases in %d ms (cluster startup %d ms); %d with no output rows"
            + "%n",
        flinkOutcomes.size(),
        flinkNanos.get() / 1_000_000,
        flink.startupTime().map(Duration::toMillis).orElse(-1L),
        empty);
    String dump = System.getProperty("topnkit.differential.dump");
    if (dump != null) {
      for (GeneratedCase c : cases) {
        Path file = Path.of(dump).resolve(c.file());
        Files.createDirectories(file.getParent());
        RunOutcome outcome = flinkOutcomes.get(c.number());
        Optional<String> changelog =
            outcome == null ? Optional.empty() : Agreement.changelog(outcome);
        Files.writeString(file, changelog.map(c::specText).orElseGet(c::specText));
      }
    }
    flink.close();
    reference.close();
  }

  @Test
  void generatorIsReproducibleAndCoversEveryShape() {
    List<String> again =
        new CaseGenerator(SEED)
            .generate(CASES, COMPOSITE).stream().map(GeneratedCase::specText).toList();
    assertThat(again).isEqualTo(cases.stream().map(GeneratedCase::specText).toList());
    // Each case reads back from its own spec text: a disagreement can be saved as a spec file.
    for (GeneratedCase c : cases.subList(0, 5)) {
      assertThat(GeneratedCase.parse(c.file(), c.specText()).sql().text())
          .isEqualTo(c.specCase().sql().text());
    }
    if (COMPOSITE >= 100) {
      List<String> composite = cases.stream().skip(CASES).map(GeneratedCase::description).toList();
      for (String shape :
          List.of(
              "Top-N over GROUP BY",
              "Top-N over Top-N",
              "Top-N over deduplication",
              "Top-N over aggregated Top-N",
              "Top-N over aggregation of a Top-N",
              "LATERAL top",
              "Top-N in a view over GROUP BY",
              "Top-N over a view filtering",
              "INSERT INTO S (")) {
        assertThat(composite).as(shape).anyMatch(d -> d.startsWith(shape));
      }
    }
    if (cases.size() - COMPOSITE < 200) {
      return; // a short exploration run need not cover every shape
    }
    Map<String, Long> patterns =
        tally(cases.stream().flatMap(c -> c.patterns().stream()).map(Enum::name));
    assertThat(patterns)
        .containsKeys(
            PatternKind.TOP_N.name(),
            PatternKind.WINDOW_TOP_N.name(),
            PatternKind.DEDUPLICATE.name(),
            PatternKind.WINDOW_DEDUPLICATE.name());
    assertThat(tally(cases.stream().flatMap(c -> c.runtimeFunctions().stream())))
        .containsKeys(
            "AppendOnlyTopNFunction",
            "FastTop1Function",
            "RetractableTopNFunction",
            "UpdatableTopNFunction");
  }

  /**
   * Flink and the reference engine agree on every generated case: the same kind of outcome, the
   * same output columns (as Flink prints them) and the same changelog per key.
   */
  @TestFactory
  Stream<DynamicTest> enginesAgree() {
    return cases.stream()
        .map(
            c ->
                DynamicTest.dynamicTest(
                    c.name(),
                    () -> {
                      RunOutcome onFlink = flinkOutcome(c);
                      RunOutcome onReference =
                          reference.run(c.specCase(), ExecutionMode.STREAMING, TIMEOUT);
                      Optional<String> problem = Agreement.check(c, onFlink, onReference);
                      if (problem.isPresent()) {
                        throw new AssertionFailedError(
                            report(c, problem.get(), onFlink, onReference));
                      }
                    }));
  }

  /**
   * Every generated case runs to the end on Flink: the generator emits only what Flink runs, but
   * for a known Flink bug that fails the job, which the reference engine foresees.
   */
  @TestFactory
  Stream<DynamicTest> generatedCasesRunOnFlink() {
    return cases.stream()
        .map(
            c ->
                DynamicTest.dynamicTest(
                    c.name(),
                    () -> {
                      RunOutcome outcome = flinkOutcome(c);
                      if (!(outcome instanceof RunOutcome.Completed)
                          && !Agreement.knownFlinkFailure(
                              outcome,
                              reference.run(c.specCase(), ExecutionMode.STREAMING, TIMEOUT))) {
                        throw new AssertionFailedError(
                            c.file()
                                + ": "
                                + Agreement.describe("Flink", outcome)
                                + "\n\n"
                                + c.specText());
                      }
                    }));
  }

  /**
   * Flink agrees with itself on a second run of the first cases (of all with {@code
   * -Dtopnkit.differential.flink-twice=true}): the cases are deterministic under the comparison.
   */
  @TestFactory
  Stream<DynamicTest> flinkAgreesWithItself() {
    int count = Boolean.getBoolean("topnkit.differential.flink-twice") ? cases.size() : 12;
    return cases.stream()
        .limit(count)
        .map(
            c ->
                DynamicTest.dynamicTest(
                    c.name(),
                    () -> {
                      RunOutcome first = flinkOutcome(c);
                      RunOutcome second = flink.run(c.specCase(), ExecutionMode.STREAMING, TIMEOUT);
                      Optional<String> problem = Agreement.check(c, first, second);
                      if (problem.isPresent()) {
                        throw new AssertionFailedError(report(c, problem.get(), first, second));
                      }
                    }));
  }

  /** The comparison notices a missing row, a changed row kind and a different outcome. */
  @Test
  void agreementReportsEveryKindOfDifference() {
    GeneratedCase c =
        cases.stream()
            .filter(g -> Agreement.changelog(flinkOutcome(g)).orElse("").lines().count() >= 2)
            .findFirst()
            .orElseThrow();
    RunOutcome.Completed onFlink = (RunOutcome.Completed) flinkOutcome(c);
    assertThat(Agreement.check(c, onFlink, onFlink)).isEmpty();

    assertThat(Agreement.check(c, onFlink, withRows(onFlink, rows -> rows.remove(0))))
        .hasValueSatisfying(
            p ->
                assertThat(p)
                    .contains("expected = the reference engine's changelog, actual = Flink's")
                    .contains("differs from the expected one"));
    assertThat(
            Agreement.check(
                c,
                onFlink,
                withRows(onFlink, rows -> rows.set(0, rows.get(0).withKind(RowKind.DELETE)))))
        .isPresent();
    assertThat(
            Agreement.check(
                c,
                onFlink,
                new RunOutcome.Unsupported("window TVFs are not supported", Optional.empty())))
        .hasValueSatisfying(
            p -> assertThat(p).contains("the outcomes differ").contains("Flink completed"));
  }

  private static RunOutcome.Completed withRows(
      RunOutcome.Completed outcome, java.util.function.Consumer<List<SpecRow>> change) {
    Map<String, OutputTable> outputs = new java.util.LinkedHashMap<>();
    outcome
        .outputs()
        .forEach(
            (name, table) -> {
              List<SpecRow> rows = new java.util.ArrayList<>(table.rows());
              change.accept(rows);
              outputs.put(name, new OutputTable(name, table.columns(), table.primaryKey(), rows));
            });
    return new RunOutcome.Completed(outputs);
  }

  /** Flink's outcome of a case, run once for all tests. */
  private RunOutcome flinkOutcome(GeneratedCase c) {
    return flinkOutcomes.computeIfAbsent(
        c.number(),
        n -> {
          long start = System.nanoTime();
          RunOutcome outcome = flink.run(c.specCase(), ExecutionMode.STREAMING, TIMEOUT);
          flinkNanos.addAndGet(System.nanoTime() - start);
          return outcome;
        });
  }

  private static String report(
      GeneratedCase c, String problem, RunOutcome onFlink, RunOutcome onReference) {
    String spec = Agreement.changelog(onFlink).map(c::specText).orElseGet(c::specText);
    return c.name()
        + ": Flink and the reference engine disagree: "
        + problem
        + "\n\n"
        + Agreement.describe("Flink", onFlink)
        + "\n"
        + Agreement.describe("reference engine", onReference)
        + "\n\nthe case as a spec file (its changelog is Flink's), "
        + c.file()
        + ":\n"
        + spec;
  }

  private static Map<String, Long> tally(Stream<String> names) {
    return names.collect(Collectors.groupingBy(n -> n, TreeMap::new, Collectors.counting()));
  }
}
