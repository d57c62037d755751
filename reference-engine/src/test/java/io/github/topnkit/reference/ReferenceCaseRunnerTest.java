package io.github.topnkit.reference;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The case runner on small spec files: outputs keyed and typed as the Flink runner keys them, the
 * changelog of projections, filters and unions (Flink's Calc passes the row kind through), sinks'
 * changelog constraints, and positioned "not supported" outcomes.
 */
class ReferenceCaseRunnerTest {

  private static final String TABLES =
      """
      tables:
        T: |
          CREATE TABLE T (
            id INT, name STRING, v INT
          ) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json')
      input:
        T: |
          +I[1, a, 10]
          +I[2, b, null]
          +I[3, null, 30]
          +I[4, d, 5]
      """;

  private final ReferenceCaseRunner runner = new ReferenceCaseRunner(FlinkVersion.V2_3);

  private static SpecFile spec(String yaml) {
    return new SpecParser().parse("test.spec.yaml", yaml).orThrow();
  }

  private RunOutcome run(SpecCase c) {
    return runner.run(c, ExecutionMode.STREAMING, ReferenceEngine.TIMEOUT);
  }

  private static List<SpecRow> rows(RunOutcome outcome, String output) {
    assertThat(outcome).isInstanceOf(RunOutcome.Completed.class);
    OutputTable table = ((RunOutcome.Completed) outcome).outputs().get(output);
    assertThat(table).as("output " + output).isNotNull();
    return table.rows();
  }

  @Test
  void filterAndProjectionKeepTheRowsWhoseConditionIsTrue() {
    SpecFile file =
        spec(
            TABLES
                + """
                cases:
                  - name: projection and filter
                    query: |
                      SELECT name, id FROM T WHERE v > 6 OR name IS NULL
                    changelog: |
                      +I[a, 1]
                      +I[null, 3]
                """);
    SpecCase c = file.cases().get(0);
    RunOutcome outcome = run(c);
    // v IS NULL makes "v > 6" unknown, which drops row 2 as Flink's Calc does.
    assertThat(rows(outcome, Expectations.SINGLE))
        .containsExactly(SpecRow.of(RowKind.INSERT, "a", 1), SpecRow.of(RowKind.INSERT, null, 3));
    OutputTable result = ((RunOutcome.Completed) outcome).outputs().get(Expectations.SINGLE);
    assertThat(result.columns()).extracting(OutputTable.Column::name).containsExactly("name", "id");
    assertThat(result.columns().get(1).type().root()).isEqualTo(TypeRoot.INTEGER);
    assertThat(result.primaryKey()).isEmpty();
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .isEmpty();
  }

  @Test
  void aCdcSourcesRowKindsPassThroughTheCalc() {
    SpecFile file =
        spec(
            """
            tables:
              C: |
                CREATE TABLE C (
                  id INT, v INT
                ) WITH ('connector' = 'kafka', 'topic' = 'c', 'format' = 'debezium-json')
            input:
              C: |
                +I[1, 10]
                -U[1, 10]
                +U[1, 20]
                -D[1, 20]
            cases:
              - name: cdc
                query: SELECT v, id FROM C WHERE id = 1
                changelog: |
                  +I[10, 1]
                  -U[10, 1]
                  +U[20, 1]
                  -D[20, 1]
            """);
    SpecCase c = file.cases().get(0);
    RunOutcome outcome = run(c);
    assertThat(rows(outcome, Expectations.SINGLE))
        .extracting(SpecRow::kind)
        .containsExactly(
            RowKind.INSERT, RowKind.UPDATE_BEFORE, RowKind.UPDATE_AFTER, RowKind.DELETE);
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .isEmpty();
  }

  @Test
  void anUpsertSourceIsNormalizedIntoAFullChangelog() {
    // Flink puts ChangelogNormalize after an upsert source: the first row of a key is +I, a new
    // row -U/+U, a -D retracts the stored row (notes on upsert-kafka in
    // updating/changelog-sources.spec.yaml).
    SpecFile file =
        spec(
            """
            tables:
              P: |
                CREATE TABLE P (
                  id STRING, cat STRING, sales BIGINT,
                  PRIMARY KEY (id) NOT ENFORCED
                ) WITH ('connector' = 'upsert-kafka', 'topic' = 'p',
                        'key.format' = 'json', 'value.format' = 'json')
            input:
              P: |
                +I[p1, books, 10]
                +I[p2, books, 30]
                +U[p1, books, 40]
                +U[p1, books, 40]
                -D[p2, null, null]
                -D[p9, null, null]
            cases:
              - name: normalized
                query: SELECT * FROM P
                changelog: |
                  +I[p1, books, 10]
                  +I[p2, books, 30]
                  -U[p1, books, 10]
                  +U[p1, books, 40]
                  -D[p2, books, 30]
            """);
    SpecCase c = file.cases().get(0);
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, run(c), FlinkVersion.V2_3))
        .isEmpty();
  }

  @Test
  void insertsGoToTheirSinksInPlanningOrderAndAScriptSelectIsNotAnOutput() {
    SpecFile file =
        spec(
            TABLES
                + """
                cases:
                  - name: two sinks
                    script: |
                      CREATE TABLE Big (id INT, v BIGINT) WITH ('connector' = 'print');
                      CREATE TABLE Small (
                        id INT, v INT, PRIMARY KEY (id) NOT ENFORCED
                      ) WITH ('connector' = 'print');
                      SELECT * FROM T;
                      EXECUTE STATEMENT SET BEGIN
                        INSERT INTO Small SELECT id, v FROM T WHERE v < 10;
                        INSERT INTO Big SELECT id, v FROM T WHERE v >= 10;
                      END;
                      INSERT INTO Small SELECT id, v FROM T WHERE id = 1;
                    changelog:
                      Big: |
                        +I[1, 10]
                        +I[3, 30]
                      Small: |
                        +I[4, 5]
                        +I[1, 10]
                """);
    SpecCase c = file.cases().get(0);
    RunOutcome outcome = run(c);
    assertThat(((RunOutcome.Completed) outcome).outputs().keySet()).containsExactly("Small", "Big");
    // INSERT casts INT to the sink's BIGINT, as Flink's implicit cast on INSERT does.
    assertThat(rows(outcome, "Big").get(0).values()).containsExactly(1, 10L);
    OutputTable small = ((RunOutcome.Completed) outcome).outputs().get("Small");
    assertThat(small.primaryKey()).containsExactly("id");
    assertThat(small.columns().get(0).type().nullable()).isFalse();
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .isEmpty();
  }

  @Test
  void unionAllOfTwoSourcesWithoutStateRunsAndKeepsEachSourcesOrder() {
    SpecFile file =
        spec(
            TABLES
                + """
                cases:
                  - name: union
                    query: |
                      SELECT id FROM T WHERE id < 3
                      UNION ALL
                      SELECT x FROM (VALUES (7), (8)) AS V(x)
                    final: |
                      +I[1]
                      +I[2]
                      +I[7]
                      +I[8]
                """);
    SpecCase c = file.cases().get(0);
    RunOutcome outcome = run(c);
    assertThat(rows(outcome, Expectations.SINGLE)).hasSize(4);
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .isEmpty();
  }

  @Test
  void aNullIntoANotNullColumnFailsTheJobAsFlinksEnforcerDoes() {
    SpecFile file =
        spec(
            TABLES
                + """
                cases:
                  - name: not null
                    script: |
                      CREATE TABLE S (id INT, v INT NOT NULL) WITH ('connector' = 'print');
                      INSERT INTO S SELECT id, v FROM T;
                    error: "Column 'v' is NOT NULL, however, a null value is being written into it"
                """);
    RunOutcome outcome = run(file.cases().get(0));
    assertThat(outcome).isInstanceOf(RunOutcome.Failed.class);
    assertThat(((RunOutcome.Failed) outcome).phase()).isEqualTo(RunOutcome.Phase.RUNTIME);
    assertThat(
            SpecChecks.problems(
                file.cases().get(0), ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .isEmpty();
  }

  @Test
  void anUnknownTableIsUnsupportedWhereItIsNamed() {
    SpecFile file =
        spec(
            TABLES
                + """
                cases:
                  - name: unknown
                    query: |
                      SELECT id
                      FROM Nowhere
                    changelog: |
                      +I[1]
                """);
    RunOutcome outcome = run(file.cases().get(0));
    assertThat(outcome).isInstanceOf(RunOutcome.Unsupported.class);
    RunOutcome.Unsupported u = (RunOutcome.Unsupported) outcome;
    assertThat(u.reason()).startsWith("not supported by the reference engine").contains("Nowhere");
    assertThat(u.where()).isPresent();
    assertThat(u.where().get().line()).isEqualTo(file.cases().get(0).sql().start().line() + 1);
  }

  @Test
  void aQueryCaseWithTwoStatementsIsASetupFailure() {
    SpecFile file =
        spec(
            TABLES
                + """
                cases:
                  - name: two
                    query: |
                      SELECT id FROM T;
                      SELECT v FROM T
                    changelog: |
                      +I[1]
                """);
    RunOutcome outcome = run(file.cases().get(0));
    assertThat(outcome).isInstanceOf(RunOutcome.Failed.class);
    RunOutcome.Failed f = (RunOutcome.Failed) outcome;
    assertThat(f.phase()).isEqualTo(RunOutcome.Phase.SETUP);
    assertThat(f.message()).startsWith("a query case holds exactly one query, here 2 statements");
  }

  @Test
  void aDatagenTableReplaysTheRowsTheFlinkRunnerGenerates() {
    SpecFile file =
        spec(
            """
            seed: 7
            tables:
              G: |
                CREATE TABLE G (
                  id INT, score DOUBLE
                ) WITH (
                  'connector' = 'datagen',
                  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '50',
                  'fields.score.min' = '0', 'fields.score.max' = '1'
                )
            cases:
              - name: generated
                query: SELECT id, score FROM G
                final: |
                  +I[1, 0.5]
            """);
    SpecCase c = file.cases().get(0);
    List<SpecRow> rows = rows(run(c), Expectations.SINGLE);
    io.github.topnkit.linter.catalog.TableDef table =
        new io.github.topnkit.linter.Linter(io.github.topnkit.linter.LintOptions.defaults())
            .analyze(
                io.github.topnkit.linter.parse.SourceFile.of("g.sql", c.tables().get("G").text()))
            .catalog()
            .lookup(List.of("G"))
            .orElseThrow();
    assertThat(rows)
        .isEqualTo(io.github.topnkit.spec.datagen.Datagen.rows(table, 7, c.generate()))
        .hasSize(50);
  }

  @Test
  void anInsertWithAColumnListWritesByNameAndLeavesTheOtherColumnsNull() {
    SpecFile file =
        spec(
            TABLES
                + """
                cases:
                  - name: column list
                    script: |
                      CREATE TABLE S (note STRING, id INT, v BIGINT) WITH ('connector' = 'print');
                      INSERT INTO S (v, id) SELECT v, id FROM T WHERE id < 3;
                    changelog: |
                      +I[null, 1, 10]
                      +I[null, 2, null]
                """);
    SpecCase c = file.cases().get(0);
    RunOutcome outcome = run(c);
    OutputTable sink = ((RunOutcome.Completed) outcome).outputs().get("S");
    // The INT field v is cast to the BIGINT column it is listed for, not to the column at its
    // place.
    assertThat(sink.rows().get(0).values()).containsExactly(null, 1, 10L);
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .isEmpty();
  }

  @Test
  void aColumnListThatLeavesOutANotNullColumnIsUnsupported() {
    SpecFile file =
        spec(
            TABLES
                + """
                cases:
                  - name: not null left out
                    script: |
                      CREATE TABLE S (id INT, v INT, note STRING NOT NULL)
                        WITH ('connector' = 'print');
                      INSERT INTO S (id, v) SELECT id, v FROM T;
                    changelog: |
                      +I[1, 10, x]
                """);
    RunOutcome outcome = run(file.cases().get(0));
    assertThat(outcome).isInstanceOf(RunOutcome.Unsupported.class);
    assertThat(((RunOutcome.Unsupported) outcome).reason())
        .contains("leaves out the NOT NULL column note");
  }

  @Test
  void theFacadeRunsAFileAndPrintsOutputsInPrintNotation() {
    SpecFile file =
        spec(
            TABLES
                + """
                cases:
                  - name: print
                    query: SELECT id FROM T WHERE id <= 2
                    changelog: |
                      +I[1]
                      +I[2]
                """);
    ReferenceEngine engine = new ReferenceEngine(FlinkVersion.V2_3);
    List<ReferenceEngine.CaseResult> results = engine.runAll(file);
    assertThat(results).hasSize(1);
    assertThat(ReferenceEngine.format(results.get(0).outcome()))
        .isEqualTo("result:\n  +I[1]\n  +I[2]\n");
  }

  @Test
  void anUpsertSinkKeyedByTheUpsertKeyReceivesNoUpdateBeforeRows() {
    // Flink drops -U before a sink whose changelog mode is upsert (DropUpdateBefore).
    SpecFile file =
        spec(
            """
            tables:
              C: |
                CREATE TABLE C (
                  id INT, v INT, PRIMARY KEY (id) NOT ENFORCED
                ) WITH ('connector' = 'kafka', 'topic' = 'c', 'format' = 'debezium-json')
            input:
              C: |
                +I[1, 10]
                -U[1, 10]
                +U[1, 20]
                -D[1, 20]
            cases:
              - name: upsert sink
                script: |
                  CREATE TABLE S (
                    id INT, v DECIMAL(10, 2), PRIMARY KEY (id) NOT ENFORCED
                  ) WITH ('connector' = 'upsert-kafka', 'topic' = 's',
                          'key.format' = 'json', 'value.format' = 'json');
                  INSERT INTO S SELECT id, v FROM C;
                changelog: |
                  +I[1, 10.00]
                  +U[1, 20.00]
                  -D[1, 20.00]
            """);
    SpecCase c = file.cases().get(0);
    RunOutcome outcome = run(c);
    assertThat(rows(outcome, "S"))
        .containsExactly(
            SpecRow.of(RowKind.INSERT, 1, new java.math.BigDecimal("10.00")),
            SpecRow.of(RowKind.UPDATE_AFTER, 1, new java.math.BigDecimal("20.00")),
            SpecRow.of(RowKind.DELETE, 1, new java.math.BigDecimal("20.00")));
    assertThat(SpecChecks.problems(c, ExecutionMode.STREAMING, outcome, FlinkVersion.V2_3))
        .isEmpty();
  }
}
