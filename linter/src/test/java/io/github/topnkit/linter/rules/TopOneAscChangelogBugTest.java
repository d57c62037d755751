package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import org.junit.jupiter.api.Test;

class TopOneAscChangelogBugTest {

  private static final String DDL =
      """
      CREATE TABLE T (
        k STRING, b BIGINT, c STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts
      ) WITH ('connector' = 'kafka');
      CREATE TABLE Cdc (k STRING, b BIGINT) WITH ('connector' = 'kafka', 'format' = 'debezium-json');
      """;

  private static final String TOP_ONE_ASC =
      DDL
          + """
          SELECT k, b FROM (
            -- expect: TopOneAscChangelogBug
            SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY b ASC) AS rn FROM T)
          WHERE rn = 1;
          """;

  @Test
  void reportsFlink21To23() {
    for (String version : new String[] {"2.1", "2.2", "2.3"}) {
      Diagnostic d =
          RuleTester.of(new TopOneAscChangelogBug()).version(version).check(TOP_ONE_ASC).get(0);
      assertThat(d.message())
          .startsWith("Flink " + version + " declares this top-1 ROW_NUMBER insert-only ([I])")
          .contains("FastTop1Function")
          .contains("FLINK-40368");
      assertThat(d.fix())
          .startsWith("Write ORDER BY -b DESC NULLS FIRST")
          .contains("'table.exec.mini-batch.enabled' = 'true'");
    }
  }

  @Test
  void ignoresFlink120And20WhichDeclareUpdates() {
    String clean = TOP_ONE_ASC.replace("-- expect: TopOneAscChangelogBug", "");
    RuleTester.of(new TopOneAscChangelogBug()).version("1.20").check(clean);
    RuleTester.of(new TopOneAscChangelogBug()).version("2.0").check(clean);
  }

  @Test
  void reportsTheTopOneEvenWhenTheRankNumberIsSelected() {
    RuleTester.of(new TopOneAscChangelogBug())
        .check(
            DDL
                + """
                SELECT * FROM (
                  -- expect: TopOneAscChangelogBug
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY b) AS rn FROM T)
                WHERE rn <= 1;
                """);
  }

  @Test
  void reportsSeveralSortKeysWithTheMiniBatchFix() {
    Diagnostic d =
        RuleTester.of(new TopOneAscChangelogBug())
            .check(
                DDL
                    + """
                    SELECT k, b FROM (
                      -- expect: TopOneAscChangelogBug
                      SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY b DESC, c) AS rn FROM T)
                    WHERE rn = 1;
                    """)
            .get(0);
    assertThat(d.fix()).startsWith("Set 'table.exec.mini-batch.enabled' = 'true'");
  }

  @Test
  void ignoresDescendingTopNDeduplicationUpdatingInputAndMiniBatch() {
    RuleTester.of(new TopOneAscChangelogBug())
        .check(
            DDL
                + """
                SELECT k, b FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY b DESC) AS rn FROM T)
                WHERE rn = 1;
                SELECT k, b FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY b) AS rn FROM T)
                WHERE rn <= 3;
                SELECT k, b FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY ts) AS rn FROM T)
                WHERE rn = 1;
                SELECT k, b FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY b) AS rn FROM Cdc)
                WHERE rn = 1;
                SET 'table.exec.mini-batch.enabled' = 'true';
                SELECT k, b FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY b) AS rn FROM T)
                WHERE rn = 1;
                """);
  }
}
