package io.github.topnkit.flink;

import static io.github.topnkit.flink.Cases.insert;
import static io.github.topnkit.flink.Cases.lines;
import static io.github.topnkit.flink.Cases.row;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Changelogs in and out: updating sources, and sinks that keep their connector's contract. */
@ExtendWith(SharedRunner.class)
class ChangelogTest {

  private static final String TOP_2 =
      """
      SELECT k, v, id, rn FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY v DESC) AS rn FROM T)
      WHERE rn <= 2""";

  private static Cases appendOnly() {
    return Cases.create()
        .table("T", "CREATE TABLE T (k STRING, v INT, id INT) WITH ('connector' = 'kafka')")
        .input("T", insert("a", 10, 1), insert("a", 20, 2), insert("a", 15, 3));
  }

  static RunOutcome run(FlinkCaseRunner runner, SpecCase c, ExecutionMode mode) {
    long begin = System.nanoTime();
    RunOutcome outcome = runner.run(c, mode, Duration.ofSeconds(60));
    System.out.println(
        "[timing] " + mode.label() + " case: " + (System.nanoTime() - begin) / 1_000_000 + " ms");
    return outcome;
  }

  static OutputTable output(RunOutcome outcome, String name) {
    assertThat(outcome).isInstanceOf(RunOutcome.Completed.class);
    return ((RunOutcome.Completed) outcome).outputs().get(name);
  }

  @Test
  void anUpsertSourceFeedsTopNThroughFlinksChangelogNormalize(FlinkCaseRunner runner) {
    SpecCase c =
        Cases.create()
            .table(
                "T",
                """
                CREATE TABLE T (k STRING, v INT, id INT, PRIMARY KEY (id) NOT ENFORCED)
                WITH ('connector' = 'upsert-kafka', 'key.format' = 'json')""")
            .input(
                "T",
                insert("a", 10, 1),
                insert("a", 20, 2),
                row(RowKind.UPDATE_AFTER, "a", 30, 1),
                row(RowKind.DELETE, "a", 20, 2))
            .query(TOP_2);
    assertThat(lines(output(run(runner, c, ExecutionMode.STREAMING), Expectations.SINGLE)))
        .containsExactly(
            "+I[a, 10, 1, 1]",
            "-U[a, 10, 1, 1]",
            "+U[a, 20, 2, 1]",
            "+I[a, 10, 1, 2]",
            "-D[a, 10, 1, 2]",
            "-U[a, 20, 2, 1]",
            "+U[a, 30, 1, 1]",
            "+I[a, 20, 2, 2]",
            "-D[a, 20, 2, 2]");
  }

  @Test
  void aCdcSourcePassesEveryRowKindThrough(FlinkCaseRunner runner) {
    SpecCase c =
        Cases.create()
            .table(
                "T",
                """
                CREATE TABLE T (k STRING, v INT)
                WITH ('connector' = 'kafka', 'format' = 'debezium-json')""")
            .input(
                "T",
                insert("a", 1),
                row(RowKind.UPDATE_BEFORE, "a", 1),
                row(RowKind.UPDATE_AFTER, "a", 2),
                row(RowKind.DELETE, "a", 2))
            .query("SELECT k, v FROM T");
    assertThat(lines(output(run(runner, c, ExecutionMode.STREAMING), Expectations.SINGLE)))
        .containsExactly("+I[a, 1]", "-U[a, 1]", "+U[a, 2]", "-D[a, 2]");
  }

  @Test
  void inputRowsMustFitTheReplacedConnector(FlinkCaseRunner runner) {
    SpecCase c =
        appendOnly()
            .input("T", insert("a", 10, 1), row(RowKind.UPDATE_BEFORE, "a", 10, 1))
            .query(TOP_2);
    RunOutcome outcome = run(runner, c, ExecutionMode.STREAMING);
    assertThat(outcome).isInstanceOf(RunOutcome.Failed.class);
    RunOutcome.Failed failed = (RunOutcome.Failed) outcome;
    assertThat(failed.phase()).isEqualTo(RunOutcome.Phase.SETUP);
    assertThat(failed.message())
        .isEqualTo(
            "table T stands for a 'kafka' source, which produces only +I rows; a -U row cannot"
                + " come from it");
    assertThat(failed.where()).contains(c.inputs().get("T").events().get(1).position());
  }

  @Test
  void anUpdatingQueryIntoAnAppendOnlyKafkaSinkFailsWithFlinksMessage(FlinkCaseRunner runner) {
    SpecCase c =
        appendOnly()
            .table(
                "S",
                "CREATE TABLE S (k STRING, v INT, id INT, rn BIGINT) WITH ('connector' = 'kafka')")
            .script("INSERT INTO S\n" + TOP_2);
    RunOutcome outcome = run(runner, c, ExecutionMode.STREAMING);
    assertThat(outcome).isInstanceOf(RunOutcome.Failed.class);
    RunOutcome.Failed failed = (RunOutcome.Failed) outcome;
    assertThat(failed.phase()).isEqualTo(RunOutcome.Phase.PLANNING);
    assertThat(failed.message())
        .contains(
            "Table sink 'default_catalog.default_database.S' doesn't support consuming update and"
                + " delete changes which is produced by node Rank(strategy=[UndefinedStrategy],"
                + " rankType=[ROW_NUMBER], rankRange=[rankStart=1, rankEnd=2], partitionBy=[k],"
                + " orderBy=[v DESC], select=[k, v, id, w0$o0])");
    assertThat(failed.where()).contains(Cases.sqlPosition(c, 1, 1));
  }

  @Test
  void anUpsertSinkWithAPrimaryKeyReceivesUpsertsWithoutUpdateBefore(FlinkCaseRunner runner) {
    SpecCase c =
        appendOnly()
            .table(
                "S",
                """
                CREATE TABLE S (k STRING, v INT, id INT, rn BIGINT,
                  PRIMARY KEY (k, rn) NOT ENFORCED)
                WITH ('connector' = 'upsert-kafka', 'key.format' = 'json')""")
            .script("INSERT INTO S\n" + TOP_2);
    OutputTable sink = output(run(runner, c, ExecutionMode.STREAMING), "S");
    assertThat(sink.primaryKey()).containsExactly("k", "rn");
    assertThat(sink.columns())
        .extracting(OutputTable.Column::name)
        .containsExactly("k", "v", "id", "rn");
    assertThat(sink.columns().get(3).type())
        .isEqualTo(
            new SqlType(TypeRoot.BIGINT, -1, -1, false, sink.columns().get(3).type().timeKind()));
    assertThat(lines(sink))
        .containsExactly(
            "+I[a, 10, 1, 1]", "+U[a, 20, 2, 1]", "+I[a, 10, 1, 2]", "+U[a, 15, 3, 2]");
  }

  @Test
  void aSinkKeyThatIsNotTheQuerysUpsertKeyNeedsOnConflictAsInFlink23(FlinkCaseRunner runner) {
    SpecCase c =
        appendOnly()
            .table(
                "S",
                """
                CREATE TABLE S (k STRING, v INT, id INT, PRIMARY KEY (k) NOT ENFORCED)
                WITH ('connector' = 'upsert-kafka', 'key.format' = 'json')""")
            .script(
                """
                INSERT INTO S
                SELECT k, v, id FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY v DESC) AS rn FROM T)
                WHERE rn <= 2""");
    RunOutcome outcome = run(runner, c, ExecutionMode.STREAMING);
    assertThat(outcome).isInstanceOf(RunOutcome.Failed.class);
    assertThat(((RunOutcome.Failed) outcome).message())
        .contains(
            "The query has an upsert key that differs from the primary key of the sink table"
                + " 'default_catalog.default_database.S'");
  }

  @Test
  void aPrintSinkReceivesEveryChange(FlinkCaseRunner runner) {
    SpecCase c =
        appendOnly()
            .table(
                "P",
                "CREATE TABLE P (k STRING, v INT, id INT, rn BIGINT) WITH ('connector' = 'print')")
            .script("INSERT INTO P\n" + TOP_2 + ";");
    assertThat(lines(output(run(runner, c, ExecutionMode.STREAMING), "P")))
        .containsExactly(
            "+I[a, 10, 1, 1]",
            "-U[a, 10, 1, 1]",
            "+U[a, 20, 2, 1]",
            "+I[a, 10, 1, 2]",
            "-U[a, 10, 1, 2]",
            "+U[a, 15, 3, 2]");
  }

  @Test
  void aStatementSetWritesEverySinkAndScriptSelectsAreNotOutputs(FlinkCaseRunner runner) {
    SpecCase c =
        appendOnly()
            .script(
                """
                SET 'table.exec.mini-batch.enabled' = 'false';
                CREATE TEMPORARY TABLE P1 (k STRING, v INT) WITH ('connector' = 'print');
                CREATE TEMPORARY TABLE P2 (k STRING, c BIGINT) WITH ('connector' = 'blackhole');
                SELECT * FROM T;
                EXECUTE STATEMENT SET BEGIN
                  INSERT INTO P1 SELECT k, v FROM T WHERE v > 10;
                  INSERT INTO P2 SELECT k, COUNT(*) FROM T GROUP BY k;
                END;""");
    RunOutcome outcome = run(runner, c, ExecutionMode.STREAMING);
    assertThat(outcome).isInstanceOf(RunOutcome.Completed.class);
    RunOutcome.Completed done = (RunOutcome.Completed) outcome;
    assertThat(done.outputs()).containsOnlyKeys("P1", "P2");
    assertThat(lines(done.outputs().get("P1"))).containsExactly("+I[a, 20]", "+I[a, 15]");
    // blackhole drops update-before rows, so the count arrives as upserts.
    assertThat(lines(done.outputs().get("P2"))).containsExactly("+I[a, 1]", "+U[a, 2]", "+U[a, 3]");
  }

  @Test
  void batchModeGivesTheFinalResultOnly(FlinkCaseRunner runner) {
    SpecCase c = appendOnly().query(TOP_2);
    assertThat(lines(output(run(runner, c, ExecutionMode.BATCH), Expectations.SINGLE)))
        .containsExactly("+I[a, 20, 2, 1]", "+I[a, 15, 3, 2]");
  }
}
