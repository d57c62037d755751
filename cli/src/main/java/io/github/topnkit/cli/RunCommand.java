package io.github.topnkit.cli;

import io.github.topnkit.linter.FlinkVersion;
import io.github.topnkit.linter.cli.TopnkitCli;
import io.github.topnkit.reference.ReferenceCaseRunner;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.parse.ParseResult;
import io.github.topnkit.spec.parse.SpecParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code topnkit run}: runs spec files on the reference engine and prints each case's output in
 * Flink's print notation with its verdict.
 */
@Command(
    name = "run",
    description =
        "Run spec files (*.spec.yaml) on the reference engine: print each case's output in Flink's"
            + " print notation and whether it meets the case's expectations.",
    sortOptions = false,
    mixinStandardHelpOptions = true,
    versionProvider = TopnkitCli.Version.class)
final class RunCommand implements Callable<Integer> {

  @ParentCommand TopnkitCli parent;

  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "Spec files to run.")
  List<String> files;

  @Option(
      names = "--flink-version",
      paramLabel = "VERSION",
      description = "Flink release to behave as: 1.20, 2.0, 2.1, 2.2 or 2.3 (default: 2.3).")
  String flinkVersion;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    FlinkVersion version;
    try {
      version = flinkVersion == null ? FlinkVersion.DEFAULT : FlinkVersion.parse(flinkVersion);
    } catch (IllegalArgumentException e) {
      err.println("topnkit: " + e.getMessage());
      return TopnkitCli.EXIT_ERROR;
    }
    Verdicts verdicts = new Verdicts();
    boolean unreadable = false;
    try (ReferenceCaseRunner engine = new ReferenceCaseRunner(version)) {
      CaseReport report = new CaseReport(engine, out);
      for (String name : files) {
        Path path = parent.workingDir().resolve(name);
        ParseResult parsed;
        try {
          parsed = new SpecParser().parse(name, Files.readAllBytes(path));
        } catch (java.nio.file.NoSuchFileException e) {
          err.println("topnkit: " + name + ": no such file");
          unreadable = true;
          continue;
        } catch (IOException e) {
          err.println("topnkit: cannot read " + name + ": " + e.getMessage());
          unreadable = true;
          continue;
        }
        if (!parsed.ok()) {
          for (SpecException problem : parsed.problems()) {
            err.println(problem.getMessage());
          }
          unreadable = true;
          continue;
        }
        SpecFile file = parsed.specFile().orElseThrow();
        for (SpecCase specCase : file.cases()) {
          for (Mode mode : modes(specCase)) {
            verdicts.add(report.run(specCase, mode, Duration.ofSeconds(60)));
          }
        }
      }
    }
    out.println(verdicts.summary());
    out.flush();
    if (unreadable) {
      return TopnkitCli.EXIT_ERROR;
    }
    return verdicts.allPassed() ? TopnkitCli.EXIT_OK : TopnkitCli.EXIT_FINDINGS;
  }

  private static List<Mode> modes(SpecCase specCase) {
    return specCase.mode() == Mode.BOTH
        ? List.of(Mode.STREAMING, Mode.BATCH)
        : List.of(specCase.mode());
  }
}
