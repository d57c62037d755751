package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.target.Dialect;
import java.util.List;
import org.junit.jupiter.api.Test;

class UnknownFunctionTest {

  private static final String T =
      "CREATE TABLE T (a INT, b BIGINT, c STRING, ts TIMESTAMP(3)) WITH ('connector' ="
          + " 'datagen');\n";

  private final RuleTester tester = RuleTester.of(new UnknownFunction());

  @Test
  void warnsOnACallOfAFunctionNobodyDeclaredWithFlinksSignature() {
    List<Diagnostic> findings =
        tester.check(
            T
                + """
                SELECT * FROM (
                  SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T
                  -- expect: UnknownFunction
                  WHERE my_filter(c, b))
                WHERE rn <= 3;
                """);
    assertThat(findings.get(0).severity()).isEqualTo(Severity.WARNING);
    assertThat(findings.get(0).message())
        .startsWith("function 'my_filter' is neither a built-in function of Flink 2.3")
        .endsWith(
            "Flink rejects the query: \"No match found for function signature"
                + " my_filter(<CHARACTER>, <NUMERIC>)\"");
  }

  @Test
  void knowsTheBuiltInsOfTheTargetVersion() {
    // ELT is a built-in of Flink 2.3, not of 1.20.
    tester.check(
        T + "SELECT upper(c), ARRAY_APPEND(ARRAY[a], 1), ELT(1, c), CURRENT_TIMESTAMP FROM T;\n");
    RuleTester.of(new UnknownFunction())
        .version("1.20")
        .check(
            T
                + "SELECT ARRAY_APPEND(ARRAY[a], 1),\n"
                + "-- expect: UnknownFunction\n"
                + "ELT(1, c) FROM T;\n");
  }

  @Test
  void knowsFunctionsTheScriptCreatesAndForgetsDroppedOnes() {
    tester.check(
        T
            + """
            CREATE TEMPORARY FUNCTION parse_price AS 'com.example.ParsePrice';
            SELECT PARSE_PRICE(c) FROM T;
            DROP TEMPORARY FUNCTION parse_price;
            -- expect: UnknownFunction
            SELECT parse_price(c) FROM T;
            """);
  }

  @Test
  void staysSilentAfterALoadedModuleAndInConfluentSql() {
    tester.check(T + "LOAD MODULE hive;\nSELECT get_json_object(c, '$.a') FROM T;\n");
    RuleTester.of(new UnknownFunction())
        .dialect(Dialect.CONFLUENT)
        .check(T + "SELECT AI_COMPLETE(c) FROM T;\n");
  }

  @Test
  void reportsTheFirstUnknownCallOnly() {
    tester.check(
        T
            + """
            -- expect: UnknownFunction
            SELECT f1(a), f2(b) FROM T;
            """);
  }
}
