package io.github.topnkit.linter.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.rules.BuiltInRules;
import io.github.topnkit.linter.rules.Rule;
import org.junit.jupiter.api.Test;

class RuleDocsTest {

  @Test
  void everyRulePageIsPackagedOnTheClasspath() {
    for (Rule rule : BuiltInRules.all()) {
      assertThat(RuleDocs.page(rule.id()))
          .as(rule.id())
          .hasValueSatisfying(p -> p.startsWith("# "));
    }
  }

  @Test
  void refusesNamesThatAreNotRuleIds() {
    assertThat(RuleDocs.page("../../../report/topnkit")).isEmpty();
    assertThat(RuleDocs.page("NoSuchRule")).isEmpty();
  }

  @Test
  void readsASectionUpToTheNextHeading() {
    String page = "# X\n\nintro\n\n## Problem\nline one\nline two\n\n## Example\ncode\n";
    assertThat(RuleDocs.section(page, "Problem")).hasValue("line one\nline two");
    assertThat(RuleDocs.section(page, "Example")).hasValue("code");
    assertThat(RuleDocs.section(page, "Fix")).isEmpty();
  }

  @Test
  void cutsLongParagraphsAtAWordBoundary() {
    String text = "word ".repeat(300);
    String cut = RuleDocs.paragraph(text, 1000);
    assertThat(cut).hasSizeLessThanOrEqualTo(1000).endsWith("word...");
    assertThat(RuleDocs.paragraph("Use `a` **now**\nplease", 1000)).isEqualTo("Use a now please");
  }
}
