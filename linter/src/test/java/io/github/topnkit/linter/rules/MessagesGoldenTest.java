package io.github.topnkit.linter.rules;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.diag.Diagnostic;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps every rule's wording reviewable in one file: {@code docs/rules/messages.txt} holds each
 * finding (message and fix) of the rule pages' SQL, the bundled examples and the planner-agreement
 * corpus. A change of wording shows there as a diff; {@code -Dtopnkit.messages.update=true} writes
 * the file anew.
 */
class MessagesGoldenTest {

  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Path GOLDEN = ROOT.resolve("docs/rules/messages.txt");
  private static final Pattern SQL_BLOCK = Pattern.compile("```sql\\n(.*?)```", Pattern.DOTALL);

  /** Rules no SQL text can trigger: a crash of a rule, and a file that is not text. */
  private static final Set<String> NOT_FROM_SQL = Set.of(RuleCrashed.ID, UnreadableFile.ID);

  @Test
  void theWordingOfEveryFindingIsTheReviewedOne() throws IOException {
    StringBuilder out = new StringBuilder();
    out.append("# Every finding of the rule pages' SQL, the examples and the planner-agreement\n")
        .append("# corpus, with its fix: the wording of all rules in one place for review.\n")
        .append("# Regenerate: mvn -pl linter test -Dtest=MessagesGoldenTest")
        .append(" -Dtopnkit.messages.update=true\n");
    Set<String> seen = new TreeSet<>();
    Linter linter = new Linter(LintOptions.defaults());
    for (Source source : sources()) {
      for (Diagnostic d :
          linter
              .lint(source.name(), source.text().getBytes(StandardCharsets.UTF_8))
              .diagnostics()) {
        seen.add(d.ruleId());
        out.append('\n')
            .append(source.name())
            .append(':')
            .append(d.span().startLine())
            .append(':')
            .append(d.span().startColumn())
            .append(": ")
            .append(d.severity().label())
            .append(": [")
            .append(d.ruleId())
            .append("] ")
            .append(indent(d.message()))
            .append('\n');
        if (!d.fix().isBlank()) {
          out.append("  fix: ").append(indent(d.fix())).append('\n');
        }
      }
    }
    String actual = out.toString();
    if (Boolean.getBoolean("topnkit.messages.update")) {
      Files.writeString(GOLDEN, actual, StandardCharsets.UTF_8);
    }
    assertThat(actual)
        .as("the wording of the findings; review the diff, then regenerate %s", GOLDEN)
        .isEqualTo(Files.readString(GOLDEN, StandardCharsets.UTF_8));
    Set<String> missing = new TreeSet<>();
    for (Rule rule : BuiltInRules.all()) {
      if (!seen.contains(rule.id()) && !NOT_FROM_SQL.contains(rule.id())) {
        missing.add(rule.id());
      }
    }
    assertThat(missing).as("rules without a finding in the golden file").isEmpty();
  }

  /** A text that is linted, named by where it comes from. */
  private record Source(String name, String text) {}

  private static List<Source> sources() throws IOException {
    List<Source> sources = new ArrayList<>();
    for (Path page : files(ROOT.resolve("docs/rules"), ".md")) {
      Matcher m = SQL_BLOCK.matcher(Files.readString(page, StandardCharsets.UTF_8));
      for (int block = 1; m.find(); block++) {
        sources.add(new Source(name(page) + "#sql" + block, m.group(1)));
      }
    }
    // The analyzer follows queries 200 levels deep; one more level is left unanalyzed.
    sources.add(
        new Source(
            "generated: a query nested 250 levels deep",
            "SELECT * FROM (".repeat(250) + "SELECT 1 AS x" + ") AS q".repeat(250) + ";\n"));
    for (Path dir :
        List.of(ROOT.resolve("examples"), ROOT.resolve("linter/src/test/resources/agreement"))) {
      for (Path file : files(dir, ".sql")) {
        sources.add(new Source(name(file), Files.readString(file, StandardCharsets.UTF_8)));
      }
    }
    return sources;
  }

  private static List<Path> files(Path dir, String ending) throws IOException {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.filter(p -> p.toString().endsWith(ending)).sorted().toList();
    }
  }

  private static String name(Path file) {
    return ROOT.relativize(file).toString().replace('\\', '/');
  }

  /** Continuation lines of a multi-line text, indented under their first line. */
  private static String indent(String text) {
    return text.stripTrailing().replace("\n", "\n    ");
  }
}
