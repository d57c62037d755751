package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import java.util.List;
import org.junit.jupiter.api.Test;

class TopOneIsDeduplicationTest {

  private static final String DDL =
      """
      CREATE TABLE T (
        a INT, b BIGINT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts
      ) WITH ('connector' = 'kafka');
      CREATE TABLE Cdc (a INT, b BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
      WITH ('connector' = 'kafka', 'format' = 'debezium-json');
      """;

  private static final String FIRST_AND_LAST =
      DDL
          + """
          SELECT * FROM (
            -- expect: TopOneIsDeduplication
            SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY pt) AS rn FROM T)
          WHERE rn = 1;
          SELECT a, b FROM (
            -- expect: TopOneIsDeduplication
            SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM T)
          WHERE rn <= 1;
          """;

  private final RuleTester tester = RuleTester.of(new TopOneIsDeduplication());

  @Test
  void describesKeepFirstAndKeepLastOnFlink23() {
    List<Diagnostic> findings = tester.check(FIRST_AND_LAST);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.INFO);
    assertThat(findings.get(0).message())
        .startsWith("this top-1 ROW_NUMBER() ordered by time attribute pt is a Deduplicate")
        .contains("keeps the first row per a")
        .contains("ProcTimeDeduplicateKeepFirstRowFunction")
        .contains("a selected rank number is the literal 1")
        .contains("insert-only [I] (since 2.1 keep-first without mini-batch is insert-only)")
        .endsWith("with a non-time ORDER BY it would be a Top-1 Rank instead");
    assertThat(findings.get(1).message())
        .contains("keeps the last row per a")
        .contains("updating [I,UA,D] (keep-last updates the row per key)");
  }

  @Test
  void describesTheChangelogOfFlink120And20() {
    List<Diagnostic> v120 =
        RuleTester.of(new TopOneIsDeduplication()).version("1.20").check(FIRST_AND_LAST);
    assertThat(v120.get(0).message()).contains("insert-only [I] (Flink 1.20 declares only");
    assertThat(v120.get(1).message())
        .contains("updating [I,UA,D] (Flink 1.20 declares only proctime keep-first insert-only)");
    List<Diagnostic> v20 =
        RuleTester.of(new TopOneIsDeduplication()).version("2.0").check(FIRST_AND_LAST);
    assertThat(v20.get(0).message())
        .contains("updating [I,UA,D] (Flink 2.0 declares every deduplication updating)");
  }

  @Test
  void describesRowtimeKeepFirstAndWindowDeduplication() {
    List<Diagnostic> findings =
        tester.check(
            DDL
                + """
                SELECT * FROM (
                  -- expect: TopOneIsDeduplication
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts) AS rn FROM T)
                WHERE rn = 1;
                SELECT * FROM (
                  -- expect: TopOneIsDeduplication
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end, a ORDER BY ts DESC) AS rn
                  FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES)))
                WHERE rn = 1;
                """);
    assertThat(findings.get(0).message())
        .contains("emits when the watermark passes the row's time and drops late rows");
    assertThat(findings.get(1).message())
        .contains("is a Window Deduplicate")
        .contains("insert-only [I], one row per key and window when the window closes")
        .endsWith("it would be a Window Top-N instead");
  }

  @Test
  void ignoresTopNsAndRetractingTopOneOnFlink23() {
    tester.check(
        DDL
            + """
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
            WHERE rn = 1;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM T)
            WHERE rn <= 2;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC, b) AS rn FROM T)
            WHERE rn = 1;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM Cdc)
            WHERE rn = 1;
            """);
  }
}
