package io.github.topnkit.reference;

import io.github.topnkit.linter.FlinkVersion;
import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.compare.ChangelogKeys;
import io.github.topnkit.spec.compare.Comparison;
import io.github.topnkit.spec.compare.Comparisons;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Loads corpus spec files and checks a run's outcome against a case's expectations the way the
 * JUnit engine's {@code OutputCheck} does.
 */
final class SpecChecks {

  static final Path CORPUS = Path.of("../spec-cases/src/main/resources/io/github/topnkit/specs");

  private SpecChecks() {}

  static SpecFile load(String relative) {
    Path path = CORPUS.resolve(relative);
    try {
      return new SpecParser().parse(relative, Files.readString(path)).orThrow();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static List<String> corpusFiles() {
    try (Stream<Path> files = Files.walk(CORPUS)) {
      return files
          .filter(p -> p.toString().endsWith(".spec.yaml"))
          .map(p -> CORPUS.relativize(p).toString())
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static SpecCase named(SpecFile file, String name) {
    return file.cases().stream()
        .filter(c -> c.name().equals(name))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no case " + name + " in " + file.file()));
  }

  /** The problems of an outcome against the case's expectations; empty when it agrees. */
  static List<String> problems(SpecCase c, Mode mode, RunOutcome outcome, FlinkVersion version) {
    Expectations expected = c.expectations(mode);
    List<String> problems = new ArrayList<>();
    if (expected.error().isPresent()) {
      String want = expected.error().get().substring();
      if (!(outcome instanceof RunOutcome.Failed f) || !f.message().contains(want)) {
        problems.add("expected an error containing \"" + want + "\", got " + outcome);
      }
      return problems;
    }
    boolean changelog = expected.changelog().isPresent();
    Optional<Map<String, ExpectedRows>> rows =
        changelog ? expected.changelog() : expected.finalRows();
    if (rows.isEmpty()) {
      return problems;
    }
    if (!(outcome instanceof RunOutcome.Completed completed)) {
      problems.add("did not complete: " + outcome);
      return problems;
    }
    ScriptModel model =
        new Linter(LintOptions.defaults().withVersion(version))
            .analyze(SourceFile.of(c.file(), CaseScript.of(c).text()));
    for (Map.Entry<String, ExpectedRows> e : rows.get().entrySet()) {
      OutputTable output = output(completed, e.getKey());
      if (output == null) {
        problems.add("no output " + e.getKey() + " in " + completed.outputs().keySet());
        continue;
      }
      Comparison comparison =
          changelog
              ? Comparisons.changelog(
                  e.getValue(),
                  output,
                  ChangelogKeys.of(c.key(), model, output, c.position()),
                  ZoneOffset.UTC)
              : Comparisons.finalRows(e.getValue(), output, ZoneOffset.UTC);
      if (!comparison.ok()) {
        problems.add(comparison.report());
      }
    }
    return problems;
  }

  private static OutputTable output(RunOutcome.Completed completed, String name) {
    Map<String, OutputTable> outputs = completed.outputs();
    if (!name.isEmpty() || outputs.containsKey(Expectations.SINGLE)) {
      return outputs.get(name);
    }
    return outputs.size() == 1 ? outputs.values().iterator().next() : null;
  }
}
