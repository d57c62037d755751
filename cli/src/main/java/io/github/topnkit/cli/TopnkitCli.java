package io.github.topnkit.cli;

import io.github.topnkit.linter.messages.Messages;
import io.github.topnkit.linter.report.ToolInfo;
import io.github.topnkit.linter.target.FlinkVersion;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code topnkit} command line: {@code lint}, {@code explain} and {@code rules}. Exit codes: 0
 * clean, 1 findings at or above the threshold, 2 usage, configuration or I/O errors.
 */
@Command(
    name = "topnkit",
    description =
        "Lint and explain Apache Flink SQL Top-N, Window Top-N and deduplication queries.",
    mixinStandardHelpOptions = true,
    versionProvider = TopnkitCli.Version.class,
    subcommands = {LintCommand.class, ExplainCommand.class, RulesCommand.class})
public final class TopnkitCli implements Callable<Integer> {

  public static final int EXIT_OK = 0;
  public static final int EXIT_FINDINGS = 1;
  public static final int EXIT_ERROR = 2;

  private final Path workingDir;
  private final InputStream stdin;

  @Spec CommandSpec spec;

  public TopnkitCli() {
    this(Path.of("").toAbsolutePath(), System.in);
  }

  /** A command line that resolves relative paths against {@code workingDir}, for tests. */
  public TopnkitCli(Path workingDir, InputStream stdin) {
    this.workingDir = workingDir.toAbsolutePath().normalize();
    this.stdin = stdin;
  }

  /** The directory relative paths are resolved against. */
  public Path workingDir() {
    return workingDir;
  }

  /** What {@code -} reads. */
  public InputStream stdin() {
    return stdin;
  }

  @Override
  public Integer call() {
    spec.commandLine()
        .getErr()
        .println("topnkit: a command is missing; " + Messages.usageHint("topnkit"));
    return EXIT_ERROR;
  }

  /**
   * The configured command line: usage errors and unexpected failures become one line on stderr and
   * exit code 2, never a stack trace.
   */
  public static CommandLine commandLine(TopnkitCli cli) {
    CommandLine cmd = new CommandLine(cli);
    cmd.setParameterExceptionHandler(new UsageErrors());
    cmd.setExecutionExceptionHandler(new Failures());
    return cmd;
  }

  // Classes, not lambdas: picocli's interfaces are of Java 5's class format, which an AppCDS
  // archive keeps only while nothing links them as it is made, as making a lambda's class does.

  /** A usage error: one line on stderr naming the command's help, and exit code 2. */
  private static final class UsageErrors implements CommandLine.IParameterExceptionHandler {
    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
      CommandLine failed = e.getCommandLine();
      failed
          .getErr()
          .println(
              "topnkit: "
                  + e.getMessage()
                  + " ("
                  + Messages.usageHint(failed.getCommandSpec().qualifiedName())
                  + ")");
      return EXIT_ERROR;
    }
  }

  /** An unexpected failure: one line on stderr, never a stack trace, and exit code 2. */
  private static final class Failures implements CommandLine.IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(
        Exception e, CommandLine failed, CommandLine.ParseResult parseResult) {
      failed.getErr().println("topnkit: " + Messages.internalError(e));
      return EXIT_ERROR;
    }
  }

  public static void main(String[] args) {
    System.exit(execute(commandLine(new TopnkitCli()), args));
  }

  /** Runs a command line with UTF-8 output streams and returns its exit code. */
  public static int execute(CommandLine cmd, String[] args) {
    cmd.setOut(utf8(FileDescriptor.out));
    cmd.setErr(utf8(FileDescriptor.err));
    // Linter lints each file on a thread with a large stack of its own: no -Xss needed here.
    return cmd.execute(args);
  }

  /** Reports are UTF-8 whatever the platform's default, or SARIF and JSON would break. */
  private static PrintWriter utf8(FileDescriptor fd) {
    return new Utf8Writer(new FileOutputStream(fd));
  }

  /**
   * A UTF-8 print writer that also takes text already encoded: a report repeated from the lint
   * cache is written as the bytes it was kept as, not decoded and encoded again.
   */
  static final class Utf8Writer extends PrintWriter {
    private final OutputStream bytes;

    Utf8Writer(OutputStream out) {
      super(new OutputStreamWriter(out, StandardCharsets.UTF_8), true);
      this.bytes = out;
    }

    /**
     * Writes UTF-8 text after what was printed before; a failure, as for any print, only marks it.
     */
    void writeUtf8(byte[] text) {
      flush();
      try {
        bytes.write(text);
        bytes.flush();
      } catch (IOException e) {
        setError();
      }
    }
  }

  /** Prints the tool version and the Flink versions it predicts. */
  /** The version lines of {@code --version}: the tool's and the Flink versions it knows. */
  public static final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
      String supported =
          Arrays.stream(FlinkVersion.values())
              .map(FlinkVersion::label)
              .collect(Collectors.joining(", "));
      return new String[] {
        ToolInfo.NAME + " " + ToolInfo.version(),
        "default Flink version: " + FlinkVersion.DEFAULT.label() + " (supported: " + supported + ")"
      };
    }
  }
}
