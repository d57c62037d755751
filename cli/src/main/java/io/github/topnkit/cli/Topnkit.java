package io.github.topnkit.cli;

import java.io.InputStream;
import java.nio.file.Path;
import picocli.CommandLine;

/** The {@code topnkit} executable: {@code lint}, {@code explain}, {@code rules} and {@code run}. */
public final class Topnkit {

  private Topnkit() {}

  /** The full command line, resolving relative paths against {@code workingDir}. */
  public static CommandLine commandLine(Path workingDir, InputStream stdin) {
    CommandLine cmd = TopnkitCli.commandLine(new TopnkitCli(workingDir, stdin));
    cmd.addSubcommand("run", new RunCommand());
    return cmd;
  }

  public static void main(String[] args) {
    // Else picocli looks for Groovy's closure class, which is not there: a search of the whole jar
    // that a run whose classes all come from the class-data archive has no other reason to open.
    System.setProperty("picocli.disable.closures", "true");
    System.exit(TopnkitCli.execute(commandLine(Path.of("").toAbsolutePath(), System.in), args));
  }
}
