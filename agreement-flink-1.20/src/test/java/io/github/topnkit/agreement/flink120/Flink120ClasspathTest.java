package io.github.topnkit.agreement.flink120;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import org.apache.flink.runtime.util.EnvironmentInformation;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.ExplainDetail;
import org.apache.flink.table.api.TableEnvironment;
import org.junit.jupiter.api.Test;

/**
 * Proves that the agreement run of this module meets the real Flink 1.20 planner: the 1.20 runtime
 * is on the classpath, the planner parses with its own 1.20 grammar beside the linter's 2.3 parser,
 * and the linter's test connector plans on 1.20.
 */
class Flink120ClasspathTest {

  private static final String QUALIFY =
      "SELECT a, b FROM T QUALIFY ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) <= 3";

  @Test
  void theFlinkRuntimeIsTheConfiguredRelease() {
    String expected = System.getProperty("topnkit.flink120.version");
    assertThat(expected).startsWith("1.20.");
    assertThat(EnvironmentInformation.getVersion()).isEqualTo(expected);
  }

  @Test
  void theModelIsAskedAbout120() {
    assertThat(System.getProperty("topnkit.agreement.flink")).isEqualTo("1.20");
  }

  @Test
  void thePlannerUsesItsOwn120GrammarWhileTheLinterUses23() {
    // QUALIFY entered Flink's grammar in 2.0: the isolated 1.20 planner must refuse it, while the
    // linter's flink-sql-parser 2.3.0 on the same classpath accepts it.
    TableEnvironment env = streaming();
    env.executeSql("CREATE TABLE T (a INT, b BIGINT) WITH ('connector' = 'datagen')");
    assertThatThrownBy(() -> env.explainSql(QUALIFY))
        .hasMessageContaining("Encountered \"ROW_NUMBER\" at line 1, column 28");
    assertThat(new SqlFrontEnd().parse(SourceFile.of("q.sql", QUALIFY + ";")).problems()).isEmpty();
  }

  @Test
  void theTestConnectorTranslatesOn120() {
    TableEnvironment env = streaming();
    env.executeSql(
        "CREATE TABLE Src (a INT, b BIGINT) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I')");
    env.executeSql(
        "CREATE TABLE Snk (a INT, b BIGINT) WITH ('connector' = 'topnkit', "
            + "'sink.changelog-mode' = 'append')");
    String plan =
        env.explainSql(
            "INSERT INTO Snk SELECT a, b FROM Src WHERE a > 0", ExplainDetail.JSON_EXECUTION_PLAN);
    assertThat(plan).contains("Sink(table=[default_catalog.default_database.Snk]");
  }

  @Test
  void theTestConnectorsAppendSinkRefusesUpdatesOn120() {
    TableEnvironment env = streaming();
    env.executeSql(
        "CREATE TABLE Src (a INT, b BIGINT) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I')");
    env.executeSql(
        "CREATE TABLE Snk (a INT, b BIGINT) WITH ('connector' = 'topnkit', "
            + "'sink.changelog-mode' = 'append')");
    assertThatThrownBy(() -> env.explainSql("INSERT INTO Snk SELECT a, SUM(b) FROM Src GROUP BY a"))
        .hasMessageContaining("doesn't support consuming update changes");
  }

  @Test
  void theTestConnectorsUpdatingSourceAndUpsertSinkPlanOn120() {
    TableEnvironment env = streaming();
    env.executeSql(
        "CREATE TABLE Cdc (a INT, b BIGINT) WITH ('connector' = 'topnkit', "
            + "'changelog-mode' = 'I,UB,UA,D')");
    env.executeSql(
        "CREATE TABLE Ups (a INT, s BIGINT, PRIMARY KEY (a) NOT ENFORCED) WITH ("
            + "'connector' = 'topnkit', 'sink.changelog-mode' = 'upsert')");
    String plan =
        env.explainSql(
            "INSERT INTO Ups SELECT a, SUM(b) FROM Cdc GROUP BY a",
            ExplainDetail.CHANGELOG_MODE,
            ExplainDetail.JSON_EXECUTION_PLAN);
    // An upsert sink needs no UPDATE_BEFORE: the aggregate over the retracting source drops it.
    assertThat(plan)
        .contains(
            "TableSourceScan(table=[[default_catalog, default_database, Cdc]], fields=[a, b], "
                + "changelogMode=[I,UB,UA,D])")
        .contains("SUM_RETRACT(b) AS EXPR$1], changelogMode=[I,UA,D])");
  }

  private static TableEnvironment streaming() {
    return TableEnvironment.create(EnvironmentSettings.inStreamingMode());
  }
}
