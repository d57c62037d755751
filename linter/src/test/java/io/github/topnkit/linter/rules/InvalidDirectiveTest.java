package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.parse.Span;
import java.util.List;
import org.junit.jupiter.api.Test;

class InvalidDirectiveTest {

  private final RuleTester tester = RuleTester.of(new InvalidDirective());

  @Test
  void reportsUnknownKeysAndBadValuesAtTheDirective() {
    List<Diagnostic> findings =
        tester.check(
            """
            -- expect: InvalidDirective
            -- topnkit:flink_version=1.20
            -- expect: InvalidDirective
            -- lint as topnkit:flink-version=1.17
            -- expect: InvalidDirective
            /* topnkit:dialect=oracle */
            SELECT 1;
            """);
    assertThat(findings)
        .extracting(Diagnostic::message)
        .containsExactly(
            "unknown topnkit directive 'flink_version' (known: disable, disable-file,"
                + " flink-version, dialect)",
            "topnkit:flink-version: unsupported Flink version '1.17' (supported: 1.20, 2.0, 2.1,"
                + " 2.2, 2.3)",
            "topnkit:dialect: unknown dialect 'oracle' (expected one of: flink, confluent)");
    assertThat(findings.get(1).span()).isEqualTo(new Span(4, 12, 4, 37));
  }

  @Test
  void reportsASecondDifferentValueButNotARepeat() {
    tester.check(
        """
        -- topnkit:flink-version=1.20
        -- topnkit:flink-version=1.20.3
        -- expect: InvalidDirective
        -- topnkit:flink-version=2.3
        SELECT 1;
        """);
  }

  @Test
  void leavesSuppressionsAndValidSettingsAlone() {
    tester.check(
        """
        -- topnkit:dialect=confluent
        -- topnkit:flink-version=2.2
        -- topnkit:disable-file=UnknownTable
        SELECT 1; -- topnkit:disable=SyntaxError,UnknownTable
        """);
  }
}
