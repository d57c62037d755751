package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The catalogue's completeness: every rule class is registered, has metadata, a doc page with the
 * four sections, and a test class; and the registry is sorted (after Checkstyle's AllChecksTest).
 */
class RuleCatalogueTest {

  private static final Path MODULE = Path.of("").toAbsolutePath();
  private static final Path DOCS = MODULE.getParent().resolve("docs/rules");
  private static final Path SOURCES =
      MODULE.resolve("src/main/java/io/github/topnkit/linter/rules");
  private static final Path TESTS = MODULE.resolve("src/test/java/io/github/topnkit/linter/rules");
  private static final Set<String> INFRASTRUCTURE =
      Set.of("Rule", "RuleInfo", "RuleContext", "BuiltInRules", "RuleWords");

  @Test
  void registryIsSortedById() {
    List<String> ids = BuiltInRules.all().stream().map(Rule::id).toList();
    assertThat(ids).isSorted().doesNotHaveDuplicates();
  }

  @Test
  void everyRuleClassIsRegistered() throws IOException {
    Set<String> classes;
    try (Stream<Path> files = Files.list(SOURCES)) {
      classes =
          files
              .map(p -> p.getFileName().toString())
              .filter(n -> n.endsWith(".java"))
              .map(n -> n.substring(0, n.length() - ".java".length()))
              .filter(n -> !INFRASTRUCTURE.contains(n))
              .collect(Collectors.toSet());
    }
    Set<String> registered = BuiltInRules.all().stream().map(Rule::id).collect(Collectors.toSet());
    assertThat(registered).containsExactlyInAnyOrderElementsOf(classes);
  }

  @Test
  void everyRuleHasMetadata() {
    for (Rule rule : BuiltInRules.all()) {
      RuleInfo info = rule.info();
      assertThat(info.summary()).as(rule.id()).isNotBlank().doesNotEndWith(".");
      assertThat(info.summary().length()).as(rule.id() + " summary length").isLessThan(100);
    }
  }

  @Test
  void everyRuleHasADocPageWithTheFourSections() throws IOException {
    for (Rule rule : BuiltInRules.all()) {
      Path page = DOCS.resolve(rule.id() + ".md");
      assertThat(page).as("doc page of " + rule.id()).exists();
      String text = Files.readString(page);
      assertThat(text)
          .as(page.toString())
          .startsWith("# " + rule.id())
          .contains("## Problem", "## Example", "## Fix", "## Suppression");
    }
  }

  @Test
  void everyRuleHasATest() {
    for (Rule rule : BuiltInRules.all()) {
      assertThat(TESTS.resolve(rule.id() + "Test.java")).as("test of " + rule.id()).exists();
    }
  }
}
