package io.github.topnkit.linter;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.target.FlinkVersion;
import org.junit.jupiter.api.Test;

/**
 * A file's own {@code topnkit:} settings decide the Flink version and dialect it is linted with.
 */
class FileSettingsLintTest {

  private static final String QUALIFY =
      """
      CREATE TABLE Bid (item STRING, price INT) WITH ('connector' = 'datagen');
      SELECT * FROM Bid QUALIFY ROW_NUMBER() OVER (PARTITION BY item ORDER BY price DESC) <= 3;
      """;

  @Test
  void flinkVersionDirectiveOverridesTheOptions() {
    Linter linter = new Linter(LintOptions.defaults());
    assertThat(rules(linter.lint(SourceFile.of("a.sql", QUALIFY))))
        .doesNotContain("VersionUnsupportedSyntax");
    LintResult old =
        linter.lint(SourceFile.of("b.sql", "-- topnkit:flink-version=1.20\n" + QUALIFY));
    assertThat(rules(old)).contains("VersionUnsupportedSyntax");
    assertThat(old.model().orElseThrow().version()).isEqualTo(FlinkVersion.V1_20);
  }

  @Test
  void dialectDirectiveMakesConfluentSystemColumnsKnown() {
    String sql =
        """
        CREATE TABLE orders (order_id STRING, price DOUBLE);
        SELECT window_start, window_end, order_id FROM (
          SELECT *, ROW_NUMBER() OVER (
              PARTITION BY window_start, window_end ORDER BY price DESC, order_id) AS rownum
          FROM TUMBLE(TABLE orders, DESCRIPTOR($rowtime), INTERVAL '10' MINUTES))
        WHERE rownum <= 3;
        """;
    Linter linter = new Linter(LintOptions.defaults());
    assertThat(rules(linter.lint(SourceFile.of("a.sql", sql)))).isNotEmpty();
    assertThat(rules(linter.lint(SourceFile.of("b.sql", "-- topnkit:dialect=confluent\n" + sql))))
        .isEmpty();
  }

  private static java.util.List<String> rules(LintResult result) {
    return result.diagnostics().stream().map(Diagnostic::ruleId).toList();
  }
}
