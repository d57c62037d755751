package io.github.topnkit.flink;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import java.util.List;
import org.junit.jupiter.api.Test;

class SqlScriptTest {

  private static SqlScript script(String sql) {
    return new SqlScript(sql, new SqlFrontEnd().parse(SourceFile.of("t.sql", sql)));
  }

  private static List<String> statements(SqlScript script) {
    return script.statements().stream().map(s -> script.source(s).strip()).toList();
  }

  @Test
  void cutsAtSemicolonsOutsideStringsIdentifiersAndComments() {
    SqlScript script =
        script(
            """
            SET 'a' = 'x;y';
            -- a comment; still a comment
            CREATE TABLE `t;1` (x INT) /* ; */ WITH ('connector' = 'print');
            ;
            SELECT 'it''s;' FROM `t;1`
            """);
    assertThat(statements(script))
        .containsExactly(
            "SET 'a' = 'x;y'",
            "-- a comment; still a comment\nCREATE TABLE `t;1` (x INT) /* ; */ WITH ('connector'"
                + " = 'print')",
            "SELECT 'it''s;' FROM `t;1`");
    assertThat(script.statements()).allMatch(s -> s.node().isPresent());
  }

  @Test
  void keepsAStatementSetWhole() {
    SqlScript script =
        script(
            "EXECUTE STATEMENT SET BEGIN INSERT INTO a SELECT 1; INSERT INTO b SELECT 2; END;\n"
                + "INSERT INTO a SELECT 3;");
    assertThat(statements(script))
        .containsExactly(
            "EXECUTE STATEMENT SET BEGIN INSERT INTO a SELECT 1; INSERT INTO b SELECT 2; END",
            "INSERT INTO a SELECT 3");
  }

  @Test
  void keepsAStatementWithASyntaxErrorForFlinkToReport() {
    SqlScript script = script("SELECT 1;\nSELEC 2;\nSELECT 3");
    assertThat(statements(script)).containsExactly("SELECT 1", "SELEC 2", "SELECT 3");
    assertThat(script.statements().get(1).node()).isEmpty();
  }

  @Test
  void blanksEverythingBeforeAStatementSoPositionsStay() {
    SqlScript script = script("SELECT 1;\n  SELECT x\n FROM t;");
    SqlScript.Statement second = script.statements().get(1);
    assertThat(script.executable(second, script.source(second)))
        .isEqualTo("         \n  SELECT x\n FROM t");
    assertThat(script.offsets().line(second.codeStart())).isEqualTo(2);
    assertThat(script.offsets().column(second.codeStart())).isEqualTo(3);
  }
}
