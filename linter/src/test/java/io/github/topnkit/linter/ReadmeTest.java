package io.github.topnkit.linter;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.rules.BuiltInRules;
import io.github.topnkit.linter.rules.Rule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Keeps the README true: its rule index lists every rule with its severity and summary. */
class ReadmeTest {

  private static final Path README = Path.of("").toAbsolutePath().getParent().resolve("README.md");
  private static final Pattern ROW =
      Pattern.compile("^\\| \\[(\\w+)\\]\\(docs/rules/(\\w+)\\.md\\) \\| (\\w+) \\| (.+) \\|$");

  @Test
  void ruleIndexMatchesTheCatalogue() throws IOException {
    List<String> rows = new ArrayList<>();
    for (String line : Files.readAllLines(README)) {
      Matcher m = ROW.matcher(line);
      if (m.matches()) {
        assertThat(m.group(2)).as("link of " + m.group(1)).isEqualTo(m.group(1));
        rows.add(m.group(1) + " | " + m.group(3) + " | " + m.group(4));
      }
    }
    List<String> expected = new ArrayList<>();
    for (Rule rule : BuiltInRules.all()) {
      expected.add(
          rule.id() + " | " + rule.info().severity().label() + " | " + rule.info().summary());
    }
    assertThat(rows).containsExactlyElementsOf(expected);
  }

  @Test
  void namesTheTestCommandThatCiRuns() throws IOException {
    String readme = Files.readString(README);
    String ci = Files.readString(README.getParent().resolve(".ci/run"));
    assertThat(readme).contains("mvn -B verify");
    assertThat(ci).contains("mvn -B").contains("verify");
  }
}
