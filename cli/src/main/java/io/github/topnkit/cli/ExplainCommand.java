package io.github.topnkit.cli;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.config.ConfigException;
import io.github.topnkit.linter.explain.Explainer;
import io.github.topnkit.linter.messages.Messages;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceDecoder;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code topnkit explain}: tells what Flink builds for each ranking query of a file. */
@Command(
    name = "explain",
    description =
        "Explain what Flink builds for each rank function of each query in a SQL file (- for"
            + " standard input).",
    sortOptions = false,
    mixinStandardHelpOptions = true,
    versionProvider = TopnkitCli.Version.class)
final class ExplainCommand implements Callable<Integer> {

  @ParentCommand TopnkitCli parent;

  @Spec CommandSpec spec;

  @Parameters(
      index = "0",
      paramLabel = "FILE",
      description = "The SQL file, or - for standard input.")
  String file;

  @Option(names = "--plan", description = "Also print the logical plan of each query.")
  boolean plan;

  @Mixin AnalysisOptions analysis = new AnalysisOptions();

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    Path workingDir = parent.workingDir();
    try {
      AnalysisOptions.Project project = analysis.project(workingDir);
      LintOptions options = analysis.lintOptions(workingDir, project.config());
      boolean stdin = file.equals(Inputs.STDIN_ARGUMENT);
      String display = stdin ? Inputs.STDIN_PATH : file;
      byte[] bytes = read(workingDir, stdin, options.maxFileBytes());
      SourceDecoder.Result decoded =
          new SourceDecoder(options.maxFileBytes()).decode(display, bytes);
      if (!decoded.ok()) {
        throw new UserError(Messages.unreadableFile(display, decoded.problem()));
      }
      ScriptModel model = new Linter(options).analyze(decoded.source());
      PrintWriter out = spec.commandLine().getOut();
      out.print(new Explainer(display, plan).explain(model));
      out.flush();
      return model.script().problems().isEmpty() ? TopnkitCli.EXIT_OK : TopnkitCli.EXIT_FINDINGS;
    } catch (ConfigException | UserError e) {
      err.println("topnkit: " + e.getMessage());
      return TopnkitCli.EXIT_ERROR;
    }
  }

  private byte[] read(Path workingDir, boolean stdin, long maxBytes) throws UserError {
    try {
      if (stdin) {
        byte[] bytes =
            parent.stdin().readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
        if (bytes.length > maxBytes) {
          throw new UserError(Messages.inputTooLarge(maxBytes));
        }
        return bytes;
      }
      Path path = workingDir.resolve(file);
      if (!Files.exists(path)) {
        throw new UserError(Messages.noSuchPath(file));
      }
      long size = Files.size(path);
      if (size > maxBytes) {
        throw new UserError(file + ": " + Messages.fileTooLarge(size, maxBytes));
      }
      return Files.readAllBytes(path);
    } catch (IOException e) {
      throw new UserError(
          Messages.unreadableFile(stdin ? Inputs.STDIN_PATH : file, Messages.ioReason(e)));
    }
  }
}
