package io.github.topnkit.cli;

import io.github.topnkit.linter.FlinkVersion;
import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.check.CaseScript;
import io.github.topnkit.spec.check.LintCheck;
import io.github.topnkit.spec.check.Mismatch;
import io.github.topnkit.spec.check.OutputCheck;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.run.RunOutcome;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Runs one case in one mode and prints its output and verdict. */
final class CaseReport {

  /** How a case ended. */
  enum Verdict {
    PASS,
    FAIL,
    SKIP,
    UNSUPPORTED
  }

  private final CaseRunner engine;
  private final String version;
  private final PrintWriter out;

  CaseReport(CaseRunner engine, PrintWriter out) {
    this.engine = engine;
    this.version = engine.flinkVersion();
    this.out = out;
  }

  Verdict run(SpecCase specCase, Mode mode, Duration timeout) {
    String title = specCase.position() + ": " + specCase.name() + " [" + lower(mode) + "]";
    if (specCase.skip().isPresent()) {
      return print(title, Verdict.SKIP, specCase.skip().get());
    }
    if (!specCase.flink().contains(version)) {
      return print(title, Verdict.SKIP, "the case is for Flink " + specCase.flink());
    }
    FlinkVersion flink = FlinkVersion.parse(version);
    List<String> problems = new ArrayList<>(LintCheck.check(specCase, mode, flink));
    RunOutcome outcome = engine.run(specCase, mode, timeout);
    if (outcome instanceof RunOutcome.Unsupported) {
      return print(title, Verdict.UNSUPPORTED, OutputCheck.describe(outcome, engine.name()));
    }
    List<Mismatch> mismatches =
        OutputCheck.check(
            specCase,
            specCase.expectations(mode),
            outcome,
            () ->
                new Linter(LintOptions.defaults().withVersion(flink))
                    .analyze(SourceFile.of(specCase.file(), CaseScript.of(specCase).text())),
            engine.name());
    mismatches.forEach(m -> problems.add(m.message()));
    Verdict verdict = problems.isEmpty() ? Verdict.PASS : Verdict.FAIL;
    print(title, verdict, OutputCheck.describe(outcome, engine.name()));
    problems.forEach(p -> out.println(p.indent(2).stripTrailing()));
    return verdict;
  }

  private Verdict print(String title, Verdict verdict, String detail) {
    out.println(verdict + "  " + title);
    out.println(detail.indent(2).stripTrailing());
    return verdict;
  }

  private static String lower(Mode mode) {
    return mode.name().toLowerCase(Locale.ROOT);
  }
}
