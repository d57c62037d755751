package io.github.topnkit.cli;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import picocli.CommandLine;

/** Runs the command line in a working folder with captured output, as a user's shell would. */
final class Cli {

  /** What a run printed and returned. */
  record Run(int exit, String out, String err) {}

  private Cli() {}

  static Run run(Path workingDir, String... args) {
    return runWithInput(workingDir, "", args);
  }

  static Run runWithInput(Path workingDir, String stdin, String... args) {
    TopnkitCli cli =
        new TopnkitCli(
            workingDir, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)));
    return execute(TopnkitCli.commandLine(cli), args);
  }

  static Run execute(CommandLine cmd, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(err, true));
    int exit = cmd.execute(args);
    return new Run(exit, out.toString(), err.toString());
  }
}
