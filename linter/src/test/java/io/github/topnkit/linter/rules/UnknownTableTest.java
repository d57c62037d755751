package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class UnknownTableTest {

  private final RuleTester tester = RuleTester.of(new UnknownTable());

  @Test
  void reportsUndeclaredTablesOnce() {
    List<Diagnostic> findings =
        tester.check(
            """
            CREATE TABLE Known (a INT) WITH ('connector' = 'datagen');
            SELECT * FROM Known;
            SELECT * FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
              -- expect: UnknownTable
              FROM ShopSales)
            WHERE rn <= 5;
            """);
    assertThat(findings.get(0).message()).contains("'ShopSales'");
  }

  @Test
  void knowsViewsAndCtes() {
    tester.check(
        """
        CREATE TABLE t (a INT) WITH ('connector' = 'datagen');
        CREATE VIEW v AS SELECT a FROM t;
        WITH c AS (SELECT a FROM v) SELECT * FROM c;
        """);
  }
}
