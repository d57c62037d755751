package io.github.topnkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExplainCommandTest {

  private static final String DDL =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING, proc AS PROCTIME(),
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka');
      CREATE TABLE Cdc (id INT, v INT, PRIMARY KEY (id) NOT ENFORCED)
        WITH ('connector' = 'upsert-kafka');
      CREATE TABLE Feed (item STRING, price DECIMAL(10, 2)) WITH ('connector' = 'kafka');
      CREATE TABLE Board (item STRING, price DECIMAL(10, 2), rn BIGINT) WITH ('connector' = 'print');
      """;

  @TempDir Path dir;

  private String explain(String sql, String... options) throws Exception {
    Files.writeString(dir.resolve("q.sql"), sql);
    String[] args = new String[options.length + 2];
    args[0] = "explain";
    System.arraycopy(options, 0, args, 1, options.length);
    args[args.length - 1] = "q.sql";
    Cli.Run run = Cli.run(dir, args);
    assertThat(run.err()).isEmpty();
    assertThat(run.exit()).isZero();
    return run.out();
  }

  @Test
  void explainsAWindowTopN() throws Exception {
    String out =
        explain(
            DDL
                + """
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (
                    PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
                  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
                WHERE rownum <= 3;
                """);
    assertThat(out.lines().toList())
        .containsSubsequence(
            "q.sql:9:1: query",
            "  ROW_NUMBER() at line 10, column 13",
            "    operator:     Window Top-N (Flink's WindowRank operator)",
            "    rank range:   ranks 1 to 3",
            "    partition by: window_start, window_end",
            "    order by:     price DESC",
            "    window:       TUMBLE on rowtime",
            "    rank number:  output as column rownum",
            "    input:        insert-only",
            "    runtime:      SyncStateWindowRankProcessor",
            "    output:       insert-only [I], unique key (window_start, window_end, rownum)");
    assertThat(out).contains("state:        the rows of each window", "purges the window");
  }

  @Test
  void explainsEachInsertOfAStatementSetAndTheSinkItBreaks() throws Exception {
    String out =
        explain(
            DDL
                + """
                EXECUTE STATEMENT SET BEGIN
                INSERT INTO Feed SELECT item, price FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY price DESC) AS rn FROM Bid)
                WHERE rn <= 3;
                INSERT INTO Board SELECT item, price, rn FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY price DESC) AS rn FROM Bid)
                WHERE rn <= 3;
                END;
                """);
    List<String> lines = out.lines().toList();
    assertThat(lines)
        .containsSubsequence(
            "q.sql:10:18: INSERT INTO Feed (statement set)",
            "    operator:     Top-N (Flink's Rank operator)",
            "    rank number:  not output by the operator",
            "    strategy:     AppendFastStrategy (the input is insert-only)",
            "    runtime:      AppendOnlyTopNFunction",
            "    output:       updating [I,UA,D], no unique key",
            "q.sql:13:19: INSERT INTO Board (statement set)",
            "    rank number:  output as column rn");
    assertThat(out)
        .contains(
            "the top 3 rows per partition; the input is append-only",
            "Flink 2.3 rejects this statement at line 10, column 13: Table sink"
                + " 'default_catalog.default_database.Feed' doesn't support consuming update and"
                + " delete changes");
    assertThat(lines)
        .anyMatch(l -> l.startsWith("    output:") && l.contains("unique key (item, rn)"));
  }

  @Test
  void explainsDeduplicationViewsAndUpdatingInput() throws Exception {
    String out =
        explain(
            DDL
                + """
                CREATE VIEW Latest AS SELECT item, price FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY bidtime DESC) AS rn FROM Bid)
                WHERE rn = 1;
                SELECT * FROM (SELECT *, ROW_NUMBER() OVER (ORDER BY v DESC) AS rn FROM Cdc) WHERE rn <= 5;
                """);
    assertThat(out.lines().toList())
        .containsSubsequence(
            "q.sql:9:23: CREATE VIEW Latest",
            "    operator:     Deduplicate, keep last row per key",
            "    rank range:   rank 1 only",
            "    runtime:      RowTimeDeduplicateKeepLastRowFunction",
            "    output:       updating [I,UA,D], unique key (item)",
            "    state:        one row per key: the latest by bidtime, replaced by each later row",
            "q.sql:12:1: query",
            "    partition by: (nothing: one global partition)",
            "    input:        updating (inserts, updates, deletes)",
            "    strategy:     RetractStrategy (updating input)",
            "    runtime:      RetractableTopNFunction");
    assertThat(out).contains("every input row of each partition");
  }

  @Test
  void explainsOverAggregationsRejectionsAndQueriesWithoutRanking() throws Exception {
    String out =
        explain(
            DDL
                + """
                SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY bidtime) AS rn FROM Bid;
                SELECT * FROM (
                  SELECT *, RANK() OVER (PARTITION BY item ORDER BY price) AS rk FROM Bid) WHERE rk <= 2;
                SELECT 1;
                """);
    assertThat(out.lines().toList())
        .containsSubsequence(
            "    operator:     OVER aggregation, no Top-N: no filter on the rank number above it"
                + " (such as rownum <= 3)",
            "    rank number:  computed for every row",
            "  RANK() at line 11, column 13",
            "    operator:     rejected: Flink 2.3 fails with \"RANK() on streaming table is not"
                + " supported currently\"",
            "    state:        nothing: the query does not run",
            "q.sql:12:1: query",
            "  no rank function: no Top-N, deduplication or ranking OVER aggregation");
  }

  @Test
  void printsThePlanOnRequest() throws Exception {
    String out =
        explain(
            DDL
                + "SELECT * FROM (SELECT *, ROW_NUMBER() OVER (ORDER BY price) AS rn FROM Bid) WHERE rn <= 1;\n",
            "--plan");
    assertThat(out).contains("  plan:\n    ").contains("Rank").contains("table=Bid");
  }

  @Test
  void followsTheRequestedVersionAndMode() throws Exception {
    String sql =
        DDL
            + "SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY item ORDER BY price) AS rk FROM Bid) WHERE rk <= 2;\n";
    assertThat(explain(sql, "--flink-version", "1.20")).contains("rejected: Flink 1.20 fails");
    assertThat(explain(sql, "--mode", "batch"))
        .contains("operator:     Top-N", "none across the run: batch mode");
  }

  @Test
  void readsStandardInput() {
    Cli.Run run = Cli.runWithInput(dir, "SELECT 1;\n", "explain", "-");
    assertThat(run.exit()).isZero();
    assertThat(run.out()).startsWith("<stdin>:1:1: query\n");
  }

  @Test
  void reportsSyntaxErrorsWithExitCodeOne() throws Exception {
    Files.writeString(dir.resolve("bad.sql"), "SELECT 1;\nSELEC 2;\n");
    Cli.Run run = Cli.run(dir, "explain", "bad.sql");
    assertThat(run.exit()).isEqualTo(1);
    assertThat(run.out()).startsWith("bad.sql:2:1: syntax error: ").contains("bad.sql:1:1: query");
  }

  @Test
  void failsWithOneLineOnAMissingFile() {
    Cli.Run run = Cli.run(dir, "explain", "none.sql");
    assertThat(run.exit()).isEqualTo(2);
    assertThat(run.err()).isEqualTo("topnkit: none.sql: no such file or directory\n");
  }
}
