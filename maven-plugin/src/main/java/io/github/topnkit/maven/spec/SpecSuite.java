package io.github.topnkit.maven.spec;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.maven.lint.SourceFiles;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.check.Mismatch;
import io.github.topnkit.spec.parse.ParseResult;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.verify.CaseVerifier;
import io.github.topnkit.spec.verify.Verdict;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a project's spec files through the verification core, as the JUnit engine and the command
 * line do, and maps each verdict to a test of Surefire's report schema: the library behind the
 * {@code spec} goal.
 */
public final class SpecSuite {

  /** The spec files of a project. */
  public static final String SPEC_INCLUDE = "**/*.spec.yaml";

  private final SpecRequest request;
  private final CaseVerifier verifier;

  public SpecSuite(SpecRequest request, CaseVerifier verifier) {
    this.request = request;
    this.verifier = verifier;
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
      for (ExecutionMode mode : c.mode().runs()) {
        String name = c.mode() == Mode.BOTH ? c.name() + " [" + mode.label() + "]" : c.name();
        long start = System.nanoTime();
        Verdict verdict = verifier.verify(c, mode);
        Duration time = Duration.ofNanos(System.nanoTime() - start);
        results.add(
            new CaseResult(
                spec.file(),
                name,
                c.position().toString(),
                status(verdict),
                problems(verdict),
                time));
      }
    }
    return results;
  }

  /** Surefire's schema has no "unsupported": such a case is skipped with its reason. */
  private static CaseResult.Status status(Verdict verdict) {
    if (verdict instanceof Verdict.Failed) {
      return CaseResult.Status.FAILED;
    }
    if (verdict instanceof Verdict.Passed) {
      return CaseResult.Status.PASSED;
    }
    return CaseResult.Status.SKIPPED;
  }

  private static List<String> problems(Verdict verdict) {
    if (verdict instanceof Verdict.Failed failed) {
      return failed.failures().stream().map(Mismatch::message).toList();
    }
    if (verdict instanceof Verdict.Skipped skipped) {
      return List.of(skipped.reason());
    }
    if (verdict instanceof Verdict.Unsupported unsupported) {
      return List.of(unsupported.reason());
    }
    return List.of();
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
