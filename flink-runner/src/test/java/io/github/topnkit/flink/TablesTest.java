package io.github.topnkit.flink;

import static io.github.topnkit.flink.Cases.insert;
import static io.github.topnkit.flink.Cases.lines;
import static io.github.topnkit.flink.Cases.watermark;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.linter.plan.convert.DdlReader;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.datagen.Datagen;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** What the kit's connector stands in for: datagen, time zones, and what it cannot run. */
@ExtendWith(SharedRunner.class)
class TablesTest {

  private static final String DATAGEN =
      """
      CREATE TABLE G (id INT, v INT, name STRING) WITH (
        'connector' = 'datagen',
        'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5',
        'fields.v.min' = '1', 'fields.v.max' = '100', 'fields.name.length' = '4')""";

  private static RunOutcome run(FlinkCaseRunner runner, SpecCase c) {
    return runner.run(c, ExecutionMode.STREAMING, Duration.ofSeconds(60));
  }

  private static List<SpecRow> rows(RunOutcome outcome, String output) {
    assertThat(outcome).isInstanceOf(RunOutcome.Completed.class);
    return ((RunOutcome.Completed) outcome).outputs().get(output).rows();
  }

  private static TableDef table(String ddl) {
    SqlCreateTable create =
        (SqlCreateTable)
            new SqlFrontEnd().parse(SourceFile.of("t.sql", ddl)).statements().get(0).node();
    return new DdlReader(Dialect.FLINK).table(create, new Catalog(), "t.sql");
  }

  @Test
  void aDatagenTableWithoutInputGetsTheSeededGeneratorsRows(FlinkCaseRunner runner) {
    SpecCase c = Cases.create().seed(42, 100).table("G", DATAGEN).query("SELECT * FROM G");
    List<SpecRow> actual = rows(run(runner, c), Expectations.SINGLE);
    assertThat(actual).hasSize(5).isEqualTo(Datagen.rows(table(DATAGEN), 42, 100));
    assertThat(rows(run(runner, c), Expectations.SINGLE)).isEqualTo(actual);
    SpecCase otherSeed = Cases.create().seed(43, 100).table("G", DATAGEN).query("SELECT * FROM G");
    assertThat(rows(run(runner, otherSeed), Expectations.SINGLE)).isNotEqualTo(actual);
  }

  @Test
  void anUnboundedDatagenTableGivesTheCasesRowCount(FlinkCaseRunner runner) {
    SpecCase c =
        Cases.create()
            .seed(7, 12)
            .table("U", "CREATE TABLE U (v INT) WITH ('connector' = 'datagen')")
            .query("SELECT COUNT(*) AS n FROM U");
    assertThat(lines(((RunOutcome.Completed) run(runner, c)).outputs().get(Expectations.SINGLE)))
        .last()
        .isEqualTo("+U[12]");
  }

  @Test
  void aBadDatagenOptionIsASetupFailureAtTheTable(FlinkCaseRunner runner) {
    SpecCase c =
        Cases.create()
            .table(
                "U", "CREATE TABLE U (v INT) WITH ('connector' = 'datagen', 'fields.v.kind' = 'x')")
            .query("SELECT * FROM U");
    RunOutcome outcome = run(runner, c);
    assertThat(outcome).isInstanceOf(RunOutcome.Failed.class);
    RunOutcome.Failed failed = (RunOutcome.Failed) outcome;
    assertThat(failed.phase()).isEqualTo(RunOutcome.Phase.SETUP);
    assertThat(failed.message()).startsWith("datagen table U: ").contains("fields.v.kind");
    assertThat(failed.where()).contains(c.tables().get("U").positionOf(1, 1));
  }

  @Test
  void watermarkLinesOfATimestampLtzRowtimeAreReadInTheSessionTimeZone(FlinkCaseRunner runner) {
    // 09:08 in Tokyo is 00:08 UTC: the window [00:00, 00:10) UTC is still open, so the row at
    // 00:07:30 counts. Read as UTC, the watermark would be 09:08 UTC and the row dropped.
    SpecCase c =
        Cases.create()
            .table(
                "E",
                """
                CREATE TABLE E (ts TIMESTAMP_LTZ(3), k STRING,
                  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'kafka')""")
            .input(
                "E",
                insert(Instant.parse("2020-04-15T00:05:00Z"), "a"),
                watermark("2020-04-15 09:08:00"),
                insert(Instant.parse("2020-04-15T00:07:30Z"), "b"))
            .script(
                """
                SET 'table.local-time-zone' = 'Asia/Tokyo';
                CREATE TABLE P (ws TIMESTAMP(3), we TIMESTAMP(3), n BIGINT)
                  WITH ('connector' = 'print');
                INSERT INTO P
                SELECT window_start, window_end, COUNT(*)
                FROM TABLE(TUMBLE(TABLE E, DESCRIPTOR(ts), INTERVAL '10' MINUTES))
                GROUP BY window_start, window_end;""");
    RunOutcome outcome = run(runner, c);
    assertThat(outcome).isInstanceOf(RunOutcome.Completed.class);
    assertThat(lines(((RunOutcome.Completed) outcome).outputs().get("P")))
        .containsExactly("+I[2020-04-15 09:00:00, 2020-04-15 09:10:00, 2]");
  }

  @Test
  void connectorMetadataIsUnsupported(FlinkCaseRunner runner) {
    SpecCase c =
        Cases.create()
            .table(
                "M",
                """
                CREATE TABLE M (v INT, ts TIMESTAMP_LTZ(3) METADATA FROM 'timestamp')
                WITH ('connector' = 'kafka')""")
            .query("SELECT * FROM M");
    RunOutcome outcome = run(runner, c);
    assertThat(outcome).isInstanceOf(RunOutcome.Unsupported.class);
    assertThat(((RunOutcome.Unsupported) outcome).reason())
        .isEqualTo(
            "column ts of table M is connector metadata, which the kit's connector cannot"
                + " provide");
  }

  @Test
  void anUpsertSinkWithoutPrimaryKeyIsUnsupported(FlinkCaseRunner runner) {
    SpecCase c =
        Cases.create()
            .table("T", "CREATE TABLE T (v INT) WITH ('connector' = 'kafka')")
            .table("S", "CREATE TABLE S (v INT) WITH ('connector' = 'upsert-kafka')")
            .script("INSERT INTO S SELECT v FROM T");
    RunOutcome outcome = run(runner, c);
    assertThat(outcome).isInstanceOf(RunOutcome.Unsupported.class);
    assertThat(((RunOutcome.Unsupported) outcome).where()).contains(Cases.sqlPosition(c, 1, 1));
  }

  @Test
  void inputForAnUndeclaredTableIsASetupFailure(FlinkCaseRunner runner) {
    SpecCase c =
        Cases.create()
            .table("T", "CREATE TABLE T (v INT) WITH ('connector' = 'kafka')")
            .input("X", insert(1))
            .query("SELECT * FROM T");
    RunOutcome outcome = run(runner, c);
    assertThat(outcome).isInstanceOf(RunOutcome.Failed.class);
    assertThat(((RunOutcome.Failed) outcome).message())
        .isEqualTo("there is input for table X, which no CREATE TABLE declares");
    assertThat(((RunOutcome.Failed) outcome).where()).contains(c.inputs().get("X").position());
  }
}
