package io.github.topnkit.reference;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.check.Mismatch;
import io.github.topnkit.spec.check.OutputCheck;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.run.CaseAnalysis;
import io.github.topnkit.spec.run.RunOutcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
  static List<String> problems(
      SpecCase c, ExecutionMode mode, RunOutcome outcome, FlinkVersion version) {
    return OutputCheck.check(
            c, c.expectations(mode), outcome, CaseAnalysis.of(c, mode, version)::model, "reference")
        .stream()
        .map(Mismatch::message)
        .toList();
  }
}
