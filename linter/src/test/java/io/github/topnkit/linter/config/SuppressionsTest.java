package io.github.topnkit.linter.config;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.parse.SourceFile;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Suppression comments, checked through the linter with the built-in rules. */
class SuppressionsTest {

  private static final String ORDERS =
      "CREATE TABLE Orders (item STRING, price INT) WITH ('connector' = 'datagen');\n";

  private static final String RANK =
      "SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY item ORDER BY price) AS r FROM Orders)"
          + " WHERE r <= 3;\n";

  private final Linter linter = new Linter(LintOptions.defaults());

  /** The findings as {@code line RuleId}, in order. */
  private List<String> findings(String sql) {
    return linter.lint(SourceFile.of("test.sql", sql)).diagnostics().stream()
        .map(SuppressionsTest::describe)
        .toList();
  }

  private static String describe(Diagnostic d) {
    return d.span().startLine() + " " + d.ruleId();
  }

  @Nested
  class ForOneStatement {

    @Test
    void coversTheNextStatementOnly() {
      assertThat(
              findings(
                  """
                  -- topnkit:disable=UnknownTable
                  SELECT * FROM a;
                  SELECT * FROM b;
                  """))
          .containsExactly("3 UnknownTable");
    }

    @Test
    void coversTheWholeStatementHoldingIt() {
      assertThat(
              findings(
                  """
                  SELECT *
                  FROM a JOIN b ON a.x = b.x
                    -- topnkit:disable=UnknownTable
                  JOIN c ON a.x = c.x;
                  SELECT * FROM d;
                  """))
          .containsExactly("5 UnknownTable");
    }

    @Test
    void coversTheStatementItTrailsOnTheSameLine() {
      assertThat(
              findings(
                  """
                  SELECT * FROM a; -- topnkit:disable=UnknownTable
                  SELECT * FROM b;
                  SELECT * FROM c; /* topnkit:disable=UnknownTable */ SELECT * FROM d;
                  """))
          .containsExactly("2 UnknownTable", "3 UnknownTable");
    }

    @Test
    void namesOnlyTheListedRules() {
      assertThat(findings(ORDERS + "-- topnkit:disable=UnknownTable\n" + RANK))
          .containsExactly("3 RankFunctionNotRowNumber");
      assertThat(
              findings(
                  ORDERS
                      + "-- topnkit:disable = RankFunctionNotRowNumber , UnknownTable  (legacy job)\n"
                      + RANK))
          .isEmpty();
    }

    @Test
    void silencesEveryRuleWithoutAList() {
      assertThat(findings(ORDERS + "// topnkit:disable\n" + RANK + "SELECT * FROM b;"))
          .containsExactly("4 UnknownTable");
    }

    @Test
    void silencesASyntaxErrorOfItsStatementOnly() {
      assertThat(
              findings(
                  """
                  -- topnkit:disable=SyntaxError
                  SELEC 1;
                  SELECT FROM;
                  """))
          .containsExactly("3 SyntaxError");
    }

    @Test
    void coversAWholeStatementSet() {
      assertThat(
              findings(
                  """
                  EXECUTE STATEMENT SET BEGIN
                    INSERT INTO s SELECT * FROM a;
                    -- topnkit:disable=UnknownTable
                    INSERT INTO s SELECT * FROM b;
                  END;
                  SELECT * FROM c;
                  """))
          .containsExactly("6 UnknownTable");
    }
  }

  @Nested
  class ForTheFile {

    @Test
    void silencesTheRuleEverywhere() {
      assertThat(
              findings(
                  "SELECT * FROM a;\n"
                      + ORDERS
                      + RANK
                      + "-- topnkit:disable-file=UnknownTable\nSELECT * FROM b;\n"))
          .containsExactly("3 RankFunctionNotRowNumber");
    }

    @Test
    void silencesEverythingWithoutAList() {
      assertThat(findings("SELEC 1;\nSELECT * FROM a;\n/* topnkit:disable-file */")).isEmpty();
    }
  }

  @Nested
  class Ignores {

    @Test
    void misspelledDirectives() {
      // Not applied, and reported, so the typo does not go unnoticed.
      assertThat(findings("-- topnkit:disabled=UnknownTable\nSELECT * FROM a;"))
          .containsExactly("1 InvalidDirective", "2 UnknownTable");
    }

    @Test
    void directivesInsideStringLiterals() {
      assertThat(findings("SELECT '-- topnkit:disable-file' FROM a;"))
          .containsExactly("1 UnknownTable");
    }

    @Test
    void aDirectiveAfterTheLastStatement() {
      assertThat(findings("SELECT * FROM a;\n\n-- topnkit:disable=UnknownTable\n"))
          .containsExactly("1 UnknownTable");
    }
  }
}
