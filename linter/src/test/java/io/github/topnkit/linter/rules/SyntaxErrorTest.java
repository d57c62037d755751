package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class SyntaxErrorTest {

  private final RuleTester tester = RuleTester.of(new SyntaxError());

  @Test
  void reportsTheTokenWhereTheParserStoppedAndKeepsParsing() {
    List<Diagnostic> findings =
        tester.check(
            """
            SELECT 1;
            -- expect: SyntaxError
            SELEC x FROM t;
            SELECT 2;
            -- expect: SyntaxError
            SELECT * FROM t WHERE (a = 1;
            """);
    assertThat(findings.get(0).span().startColumn()).isEqualTo(1);
    assertThat(findings.get(1).message()).startsWith("statement ends too early; expected one of");
  }

  @Test
  void acceptsValidFlinkSql() {
    tester.check(
        """
        SET 'table.exec.mini-batch.enabled' = 'true';
        CREATE TABLE t (a INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'kafka');
        SELECT * FROM TABLE(TUMBLE(TABLE t, DESCRIPTOR(ts), INTERVAL '10' MINUTES));
        """);
  }
}
