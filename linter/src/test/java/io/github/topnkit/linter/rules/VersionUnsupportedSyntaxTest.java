package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

class VersionUnsupportedSyntaxTest {

  private static final String DDL =
      """
      CREATE TABLE Bid (bidtime TIMESTAMP(3), price INT, item STRING,
        WATERMARK FOR bidtime AS bidtime) WITH ('connector' = 'kafka');
      """;

  private static final String SQL =
      DDL
          + """
          SELECT item, price FROM Bid
          -- expect: VersionUnsupportedSyntax
          QUALIFY ROW_NUMBER() OVER (PARTITION BY item ORDER BY price DESC) <= 3;
          -- expect: VersionUnsupportedSyntax
          SELECT * FROM TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES);
          """;

  @Test
  void reportsQualifyAndBareWindowTvfsOn120() {
    List<Diagnostic> findings =
        RuleTester.of(new VersionUnsupportedSyntax()).version("1.20").check(SQL);
    assertThat(findings.get(0).message()).startsWith("QUALIFY is Flink 2.0+ syntax");
    assertThat(findings.get(0).fix())
        .isEqualTo(
            "Filter the rank in an outer query: SELECT * FROM (SELECT item, price, ROW_NUMBER()"
                + " OVER (PARTITION BY item ORDER BY price DESC) AS rownum FROM Bid) WHERE rownum"
                + " <= 3");
    assertThat(findings.get(1).message())
        .isEqualTo(
            "TUMBLE(TABLE ...) directly in FROM is Flink 2.0+ syntax: the parser of Flink 1.20"
                + " fails with \"SQL parse failed. Incorrect syntax near the keyword 'TABLE'\"");
    assertThat(findings.get(1).fix())
        .isEqualTo(
            "Wrap the call in TABLE(...): FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime),"
                + " INTERVAL '10' MINUTES))");
  }

  @Test
  void acceptsBothOn20AndLater() {
    String clean = SQL.replace("-- expect: VersionUnsupportedSyntax", "");
    RuleTester.of(new VersionUnsupportedSyntax()).version("2.0").check(clean);
    RuleTester.of(new VersionUnsupportedSyntax()).version("2.3").check(clean);
  }
}
