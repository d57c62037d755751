package io.github.topnkit.cli;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.reference.CaseEngines;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.parse.ParseResult;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.verify.CaseVerifier;
import io.github.topnkit.spec.verify.EngineChoice;
import io.github.topnkit.spec.verify.Engines;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code topnkit run}: runs spec files on the reference engine, on a Flink MiniCluster or on both,
 * and prints each case's output in Flink's print notation with its verdict.
 */
@Command(
    name = "run",
    description =
        "Run spec files (*.spec.yaml) on the reference engine, on Flink or on both: print each"
            + " case's output in Flink's print notation and whether it meets the case's"
            + " expectations.",
    sortOptions = false,
    mixinStandardHelpOptions = true,
    versionProvider = TopnkitCli.Version.class)
final class RunCommand implements Callable<Integer> {

  @ParentCommand TopnkitCli parent;

  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE", description = "Spec files to run.")
  List<String> files;

  @Option(
      names = "--engine",
      paramLabel = "ENGINE",
      description =
          "reference (in memory, the default), flink (a Flink MiniCluster in this JVM) or both"
              + " (Flink's output is the truth and the reference engine is held to it).")
  String engine = "reference";

  @Option(
      names = "--flink-version",
      paramLabel = "VERSION",
      description =
          "Flink release to behave as: 1.20, 2.0, 2.1, 2.2 or 2.3 (default: the Flink that runs,"
              + " else 2.3).")
  String flinkVersion;

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      description = "Time a case may run on Flink (default: 60).")
  long timeoutSeconds = 60;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Engines engines;
    try {
      Optional<FlinkVersion> version =
          flinkVersion == null ? Optional.empty() : Optional.of(FlinkVersion.parse(flinkVersion));
      engines = CaseEngines.open(EngineChoice.parse(engine), version);
    } catch (IllegalArgumentException | IllegalStateException e) {
      err.println("topnkit: " + e.getMessage());
      return TopnkitCli.EXIT_ERROR;
    }
    Verdicts verdicts = new Verdicts();
    boolean unreadable = false;
    try (engines) {
      CaseReport report =
          new CaseReport(new CaseVerifier(engines, Duration.ofSeconds(timeoutSeconds)), out);
      for (String name : files) {
        Optional<SpecFile> file = read(name, err);
        if (file.isEmpty()) {
          unreadable = true;
          continue;
        }
        for (SpecCase specCase : file.get().cases()) {
          for (ExecutionMode mode : specCase.mode().runs()) {
            verdicts.add(report.run(specCase, mode));
          }
        }
      }
    }
    out.println(verdicts.summary());
    out.flush();
    if (unreadable) {
      return TopnkitCli.EXIT_ERROR;
    }
    return verdicts.noneFailed() ? TopnkitCli.EXIT_OK : TopnkitCli.EXIT_FINDINGS;
  }

  /** A spec file, or its problems on stderr. */
  private Optional<SpecFile> read(String name, PrintWriter err) {
    Path path = parent.workingDir().resolve(name);
    ParseResult parsed;
    try {
      parsed = new SpecParser().parse(name, Files.readAllBytes(path));
    } catch (NoSuchFileException e) {
      err.println("topnkit: " + name + ": no such file");
      return Optional.empty();
    } catch (IOException e) {
      err.println("topnkit: cannot read " + name + ": " + e.getMessage());
      return Optional.empty();
    }
    for (SpecException problem : parsed.problems()) {
      err.println(problem.getMessage());
    }
    return parsed.specFile().filter(f -> parsed.ok());
  }
}
