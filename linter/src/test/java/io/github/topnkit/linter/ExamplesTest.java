package io.github.topnkit.linter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import io.github.topnkit.linter.diag.Diagnostic;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Holds every bundled example under {@code examples/} to exactly the findings its markers announce:
 * each {@code -- expect: RuleId} needs a finding of that rule on the line below, and every finding,
 * at any severity, needs a marker.
 */
class ExamplesTest {

  private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
  private static final Path EXAMPLES = ROOT.resolve("examples");

  @TestFactory
  Stream<DynamicTest> everyExampleHasExactlyTheMarkedFindings() throws IOException {
    List<Path> files;
    try (Stream<Path> walk = Files.walk(EXAMPLES)) {
      files = walk.filter(p -> p.toString().endsWith(".sql")).sorted().toList();
    }
    assertThat(files).as("example scripts under %s", EXAMPLES).isNotEmpty();
    return files.stream().map(f -> dynamicTest(relative(f), f.toUri(), () -> checkExample(f)));
  }

  private static void checkExample(Path file) throws IOException {
    String path = relative(file);
    byte[] bytes = Files.readAllBytes(file);
    ExampleMarkers markers = ExampleMarkers.parse(path, new String(bytes, StandardCharsets.UTF_8));
    assertThat(markers.problems()).as("markers and directives of %s", path).isEmpty();

    List<Diagnostic> findings = new Linter(LintOptions.defaults()).lint(path, bytes).diagnostics();
    List<String> mismatches = new ArrayList<>();
    for (Diagnostic d : findings) {
      int line = d.span().startLine();
      if (!markers.expects(line, d.ruleId()) && !markers.excuses(line, d.ruleId())) {
        mismatches.add(
            path
                + ":"
                + line
                + ": unexpected "
                + d.ruleId()
                + " ("
                + d.severity().label()
                + ": "
                + d.message()
                + ")");
      }
    }
    for (Map.Entry<Integer, Set<String>> e : markers.expected().entrySet()) {
      int line = e.getKey();
      for (String id : e.getValue()) {
        boolean found =
            findings.stream().anyMatch(d -> d.span().startLine() == line && d.ruleId().equals(id));
        if (!found) {
          mismatches.add(path + ":" + line + ": missing " + id + " (marked on the line above)");
        }
      }
    }
    assertThat(mismatches)
        .as("findings of %s that differ from its -- expect: markers", path)
        .isEmpty();
  }

  private static String relative(Path file) {
    return ROOT.relativize(file).toString().replace('\\', '/');
  }
}
