package io.github.topnkit.flink;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTable;
import org.junit.jupiter.api.Test;

class WithClauseTest {

  private static final Map<String, String> OPTIONS = new LinkedHashMap<>();

  static {
    OPTIONS.put("connector", "topnkit-spec");
    OPTIONS.put("table", "it's");
  }

  private static final String KIT = "('connector' = 'topnkit-spec', 'table' = 'it''s')";

  private static Optional<String> rewrite(String ddl) {
    SqlScript script = new SqlScript(ddl, new SqlFrontEnd().parse(SourceFile.of("t.sql", ddl)));
    SqlScript.Statement statement = script.statements().get(0);
    return WithClause.replace(
        script, statement, (SqlCreateTable) statement.node().orElseThrow(), OPTIONS);
  }

  @Test
  void replacesOnlyTheOptionListKeepingSchemaWatermarkAndKey() {
    assertThat(
            rewrite(
                """
                CREATE TABLE a (
                  x INT, ts TIMESTAMP(3), p AS PROCTIME(),
                  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND,
                  PRIMARY KEY (x) NOT ENFORCED
                ) WITH ('connector' = 'kafka', 'topic' = 'a;b') -- trailing comment"""))
        .contains(
            """
            CREATE TABLE a (
              x INT, ts TIMESTAMP(3), p AS PROCTIME(),
              WATERMARK FOR ts AS ts - INTERVAL '1' SECOND,
              PRIMARY KEY (x) NOT ENFORCED
            ) WITH %s -- trailing comment"""
                .formatted(KIT));
  }

  @Test
  void appendsOptionsToATableWithoutThem() {
    assertThat(rewrite("CREATE TABLE b (x INT) -- none\n"))
        .contains("CREATE TABLE b (x INT) WITH " + KIT + " -- none\n");
    assertThat(rewrite("CREATE TABLE c (x INT) PARTITIONED BY (x)"))
        .contains("CREATE TABLE c (x INT) PARTITIONED BY (x) WITH " + KIT);
    assertThat(rewrite("CREATE TABLE d (x INT) COMMENT 'hi'"))
        .contains("CREATE TABLE d (x INT) COMMENT 'hi' WITH " + KIT);
  }

  @Test
  void putsOptionsBeforeLike() {
    assertThat(rewrite("CREATE TABLE e LIKE a (EXCLUDING OPTIONS)"))
        .contains("CREATE TABLE e WITH " + KIT + " LIKE a (EXCLUDING OPTIONS)");
    assertThat(rewrite("CREATE TABLE f WITH ('connector' = 'print') LIKE a"))
        .contains("CREATE TABLE f WITH " + KIT + " LIKE a");
  }

  @Test
  void leavesCreateTableAsWithoutOptionsToFlink() {
    assertThat(rewrite("CREATE TABLE g WITH ('connector' = 'print') AS SELECT 1 AS x"))
        .contains("CREATE TABLE g WITH " + KIT + " AS SELECT 1 AS x");
    assertThat(rewrite("CREATE TABLE h AS SELECT 1 AS x")).isEmpty();
  }
}
