package io.github.topnkit.maven.spec;

import io.github.topnkit.linter.FlinkVersion;
import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.maven.lint.SourceFiles;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.check.CaseScript;
import io.github.topnkit.spec.check.LintCheck;
import io.github.topnkit.spec.check.Mismatch;
import io.github.topnkit.spec.check.OutputCheck;
import io.github.topnkit.spec.parse.ParseResult;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.run.RunOutcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a project's spec files on an engine and checks every case as the JUnit engine does (lint and
 * pattern expectations, then the run's output with the same row-by-row diff): the library behind
 * the {@code spec} goal.
 */
public final class SpecSuite {

  /** The spec files of a project. */
  public static final String SPEC_INCLUDE = "**/*.spec.yaml";

  private final SpecRequest request;
  private final CaseRunner engine;

  public SpecSuite(SpecRequest request, CaseRunner engine) {
    this.request = request;
    this.engine = engine;
  }

  /** The results by spec file, in file order; a file that does not parse is one error. */
  public Map<String, List<CaseResult>> run() throws IOException {
    Map<String, List<CaseResult>> byFile = new LinkedHashMap<>();
    List<Path> files =
        SourceFiles.find(request.specDirectories(), List.of(SPEC_INCLUDE), request.excludes());
    for (Path file : files) {
      String name = display(file);
      ParseResult parsed = new SpecParser().parse(name, Files.readAllBytes(file));
      byFile.put(name, parsed.ok() ? runFile(parsed.specFile().get()) : malformed(name, parsed));
    }
    return byFile;
  }

  private List<CaseResult> runFile(SpecFile spec) {
    List<CaseResult> results = new ArrayList<>();
    for (SpecCase c : spec.cases()) {
      for (Mode mode : c.mode().runs()) {
        String name = c.mode() == Mode.BOTH ? c.name() + " [" + mode.label() + "]" : c.name();
        long start = System.nanoTime();
        CaseResult.Status status = CaseResult.Status.PASSED;
        List<String> problems = new ArrayList<>();
        if (c.skip().isPresent()) {
          status = CaseResult.Status.SKIPPED;
          problems.add(c.skip().get());
        } else if (!c.flink().contains(engine.flinkVersion())) {
          status = CaseResult.Status.SKIPPED;
          problems.add("the case is for Flink " + c.flink() + "; the engine runs " + engine.name());
        } else {
          status = check(c, mode, problems);
        }
        Duration time = Duration.ofNanos(System.nanoTime() - start);
        results.add(
            new CaseResult(spec.file(), name, c.position().toString(), status, problems, time));
      }
    }
    return results;
  }

  private CaseResult.Status check(SpecCase c, Mode mode, List<String> problems) {
    FlinkVersion version = FlinkVersion.parse(engine.flinkVersion());
    for (String problem : LintCheck.check(c, mode, version)) {
      problems.add(c.position() + ": " + problem);
    }
    if (c.expectations(mode).needsRun()) {
      RunOutcome outcome = engine.run(c, mode, request.timeout());
      if (outcome instanceof RunOutcome.Unsupported && problems.isEmpty()) {
        problems.add(OutputCheck.describe(outcome, engine.name()));
        return CaseResult.Status.SKIPPED;
      }
      List<Mismatch> mismatches =
          OutputCheck.check(
              c,
              c.expectations(mode),
              outcome,
              () ->
                  new Linter(LintOptions.defaults().withVersion(version))
                      .analyze(SourceFile.of(c.file(), CaseScript.of(c).text())),
              engine.name());
      mismatches.forEach(m -> problems.add(m.on(engine.name()).message()));
    }
    return problems.isEmpty() ? CaseResult.Status.PASSED : CaseResult.Status.FAILED;
  }

  private static List<CaseResult> malformed(String file, ParseResult parsed) {
    List<String> problems = parsed.problems().stream().map(SpecException::getMessage).toList();
    String where = parsed.problems().get(0).position().toString();
    return List.of(
        new CaseResult(
            file, "(spec file)", where, CaseResult.Status.ERROR, problems, Duration.ZERO));
  }

  private String display(Path file) {
    Path base = request.baseDir().toAbsolutePath().normalize();
    Path absolute = file.toAbsolutePath().normalize();
    String shown =
        absolute.startsWith(base) ? base.relativize(absolute).toString() : absolute.toString();
    return shown.replace('\\', '/');
  }
}
