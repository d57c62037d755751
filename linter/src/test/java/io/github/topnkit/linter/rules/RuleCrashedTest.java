package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.SourceFile;
import java.util.List;
import org.junit.jupiter.api.Test;

class RuleCrashedTest {

  @RuleInfo(summary = "Always fails", severity = Severity.ERROR)
  static final class Failing implements Rule {
    @Override
    public void check(RuleContext context) {
      throw new IllegalStateException("boom");
    }
  }

  @Test
  void aFailingRuleBecomesAFindingAndOtherRulesStillRun() {
    Linter linter = new Linter(LintOptions.defaults(), List.of(new Failing(), new SyntaxError()));
    LintResult result = linter.lint(SourceFile.of("x.sql", "SELEC 1;"));
    assertThat(result.diagnostics())
        .extracting(d -> d.ruleId())
        .containsExactlyInAnyOrder(RuleCrashed.ID, "SyntaxError");
    assertThat(result.diagnostics())
        .filteredOn(d -> d.ruleId().equals(RuleCrashed.ID))
        .singleElement()
        .satisfies(
            d -> assertThat(d.message()).contains("Failing").contains("IllegalStateException"));
  }

  @Test
  void theOldIdStillNamesTheRuleForOneRelease() {
    assertThat(BuiltInRules.byId(RuleCrashed.OLD_ID)).containsInstanceOf(RuleCrashed.class);
    assertThat(BuiltInRules.canonicalId("InternalError")).isEqualTo("RuleCrashed");
    assertThat(BuiltInRules.canonicalId("SyntaxError")).isEqualTo("SyntaxError");
  }
}
