package io.github.topnkit.cli;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.config.ConfigException;
import io.github.topnkit.linter.config.FailOn;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.incremental.ContentHash;
import io.github.topnkit.linter.incremental.FileStamp;
import io.github.topnkit.linter.incremental.LintCache;
import io.github.topnkit.linter.messages.Messages;
import io.github.topnkit.linter.parse.SourceDecoder;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.report.LintReport;
import io.github.topnkit.linter.report.ReportFormat;
import io.github.topnkit.linter.report.SourceRoot;
import io.github.topnkit.linter.rules.UnreadableFile;
import io.github.topnkit.linter.target.FlinkVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code topnkit lint}: lints SQL files and writes the findings in the chosen format. */
@Command(
    name = "lint",
    description = "Lint Flink SQL files, folders (searched for *.sql) or standard input (-).",
    sortOptions = false,
    mixinStandardHelpOptions = true,
    versionProvider = TopnkitCli.Version.class)
final class LintCommand implements Callable<Integer> {

  @ParentCommand TopnkitCli parent;

  @Spec CommandSpec spec;

  @Parameters(
      arity = "1..*",
      paramLabel = "PATH",
      description = "SQL files, folders to search for *.sql, or - for standard input.")
  List<String> paths;

  @Option(
      names = {"-f", "--format"},
      paramLabel = "FORMAT",
      converter = Converters.Format.class,
      description = "Output format: text, json, sarif or checkstyle (default: text).")
  ReportFormat format = ReportFormat.TEXT;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "Write the report to this file instead of standard output.")
  Path output;

  @Option(
      names = "--fail-on",
      paramLabel = "SEVERITY",
      converter = Converters.Threshold.class,
      description =
          "Exit with 1 when a finding is at least this severe: error, warning, info or none"
              + " (default: error).")
  FailOn failOn;

  @Option(
      names = "--cache",
      paramLabel = "FILE",
      description =
          "Keep the findings in this file and lint again only the files whose content changed"
              + " (a change of configuration, schema or topnkit build lints all again).")
  Path cache;

  @Mixin AnalysisOptions analysis = new AnalysisOptions();

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    Path workingDir = parent.workingDir();
    try {
      AnalysisOptions.Project project = analysis.project(workingDir);
      LintOptions options = analysis.optionsWithoutSchema(project.config());
      FailOn threshold = failOn != null ? failOn : project.config().failOn().orElse(FailOn.ERROR);
      Optional<LintCache> found = loadCache(workingDir, options, project);
      Linters linters = new Linters(options, workingDir, project);
      if (found.isEmpty() || !found.get().matchesConfiguration()) {
        // Nothing vouches for the schema files yet: their errors come before any other.
        linters.get();
      }
      List<Inputs.Input> inputs = Inputs.collect(paths, workingDir, err);
      List<Linted> linted = new ArrayList<>(inputs.size());
      for (Inputs.Input input : inputs) {
        linted.add(lint(linters, input, options.maxFileBytes(), found));
      }
      SourceRoot root = SourceRoot.detect(workingDir);
      String reportKey = reportKey(root, inputs);
      // Files that all hold what they held when the cached report was written give that report.
      Optional<byte[]> repeated =
          found.isPresent() && linted.stream().allMatch(Linted::unread)
              ? found.get().report(reportKey)
              : Optional.empty();
      byte[] report =
          repeated.isPresent() ? repeated.get() : render(linted, root, options.version());
      write(report, workingDir);
      if (found.isPresent()) {
        save(found.get(), workingDir.resolve(cache), reportKey, report);
      }
      boolean failed =
          linted.stream()
              .flatMap(l -> l.result().diagnostics().stream())
              .anyMatch(d -> threshold.failsOn(d.severity()));
      return failed ? TopnkitCli.EXIT_FINDINGS : TopnkitCli.EXIT_OK;
    } catch (ConfigException | UserError e) {
      err.println("topnkit: " + e.getMessage());
      return TopnkitCli.EXIT_ERROR;
    }
  }

  /**
   * A file's findings, and whether they came from the cache by the file's stamp alone, without
   * reading the file.
   */
  private record Linted(Inputs.Input input, LintResult result, boolean unread) {}

  /** The cache named by {@code --cache}; an unreadable schema file leaves it unmatched. */
  private Optional<LintCache> loadCache(
      Path workingDir, LintOptions options, AnalysisOptions.Project project) {
    if (cache == null) {
      return Optional.empty();
    }
    String key;
    try {
      key = LintCache.key(options, analysis.schemaFiles(workingDir, project.config()));
    } catch (UncheckedIOException e) {
      // Loading the schema says what is wrong with the file, as it does without a cache.
      key = "";
    }
    return Optional.of(LintCache.load(Optional.of(workingDir.resolve(cache)), key));
  }

  /**
   * The linter of this run, made on first use: loading the schema files parses their DDL with
   * Flink's parser, which a run whose every file is known unchanged never needs.
   */
  private final class Linters {
    private final LintOptions options;
    private final Path workingDir;
    private final AnalysisOptions.Project project;
    private Linter linter;

    Linters(LintOptions options, Path workingDir, AnalysisOptions.Project project) {
      this.options = options;
      this.workingDir = workingDir;
      this.project = project;
    }

    Linter get() throws ConfigException {
      if (linter == null) {
        linter = new Linter(analysis.withSchema(options, workingDir, project.config()));
      }
      return linter;
    }
  }

  private Linted lint(
      Linters linters, Inputs.Input input, long maxBytes, Optional<LintCache> cached)
      throws UserError, ConfigException {
    byte[] bytes;
    FileStamp stamp = null;
    try {
      if (input.stdin()) {
        InputStream in = parent.stdin();
        bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
        if (bytes.length > maxBytes) {
          return new Linted(
              input, unreadable(input.display(), Messages.inputTooLarge(maxBytes)), false);
        }
      } else {
        // The stamp is read before the content: a change made in between is kept as an older
        // stamp with the newer content, which the next run sees differ and checks by content. The
        // other order could keep a newer stamp with older content, which would then be trusted.
        long size;
        if (cached.isPresent()) {
          stamp = FileStamp.of(input.file());
          size = stamp.size();
        } else {
          size = Files.size(input.file());
        }
        if (size > maxBytes) {
          return new Linted(
              input, unreadable(input.display(), Messages.fileTooLarge(size, maxBytes)), false);
        }
        if (stamp != null) {
          Optional<List<Diagnostic>> known = cached.get().unchanged(input.display(), stamp);
          if (known.isPresent()) {
            return new Linted(
                input,
                new LintResult(input.display(), known.get(), Optional.empty(), Optional.empty()),
                true);
          }
        }
        bytes = Files.readAllBytes(input.file());
      }
    } catch (IOException e) {
      throw new UserError(Messages.unreadableFile(input.display(), Messages.ioReason(e)));
    }
    if (stamp == null) {
      return new Linted(input, linters.get().lint(input.display(), bytes), false);
    }
    String hash = ContentHash.sha256(bytes);
    Optional<List<Diagnostic>> known = cached.get().get(input.display(), hash);
    LintResult result =
        known.isPresent()
            ? new LintResult(input.display(), known.get(), Optional.empty(), text(input, bytes))
            : linters.get().lint(input.display(), bytes);
    cached.get().put(input.display(), stamp, hash, result.diagnostics());
    return new Linted(input, result, false);
  }

  /** The text a report quotes lines from, for findings that come from the cache. */
  private static Optional<SourceFile> text(Inputs.Input input, byte[] bytes) {
    // The file was linted before, within the size limit; an empty file is within any.
    SourceDecoder.Result decoded =
        new SourceDecoder(Math.max(1, bytes.length)).decode(input.display(), bytes);
    return decoded.ok() ? Optional.of(decoded.source()) : Optional.empty();
  }

  /**
   * What the report depends on besides the files' findings and text: its format, the folder its
   * paths are relative to and the root of SARIF's locations, and the files in order.
   */
  private String reportKey(SourceRoot root, List<Inputs.Input> inputs) {
    StringBuilder key = new StringBuilder(format.label()).append('\n');
    key.append(root.workingDir()).append('\n').append(root.root()).append('\n');
    for (Inputs.Input input : inputs) {
      key.append(input.display()).append('\n');
    }
    return key.toString();
  }

  /**
   * The report in the chosen format, as UTF-8. Files known unchanged are read only now, and only
   * when the format quotes the lines of their findings.
   */
  private byte[] render(List<Linted> linted, SourceRoot root, FlinkVersion version)
      throws UserError {
    List<LintResult> results = new ArrayList<>(linted.size());
    for (Linted l : linted) {
      LintResult r = l.result();
      if (l.unread() && format.quotesSource() && !r.diagnostics().isEmpty()) {
        try {
          byte[] bytes = Files.readAllBytes(l.input().file());
          r = new LintResult(r.path(), r.diagnostics(), Optional.empty(), text(l.input(), bytes));
        } catch (IOException e) {
          throw new UserError(Messages.unreadableFile(r.path(), Messages.ioReason(e)));
        }
      }
      results.add(r);
    }
    StringWriter out = new StringWriter();
    try {
      format.reporter(root).write(new LintReport(results, version), out);
    } catch (IOException e) {
      throw new IllegalStateException("a StringWriter does not fail", e);
    }
    return out.toString().getBytes(StandardCharsets.UTF_8);
  }

  private void save(LintCache found, Path file, String reportKey, byte[] report) throws UserError {
    try {
      found.save(file, reportKey, Optional.of(report));
    } catch (IOException e) {
      throw new UserError(Messages.cannotWrite(cache.toString(), Messages.ioReason(e)));
    }
  }

  private static LintResult unreadable(String path, String message) {
    Diagnostic d = new Diagnostic(UnreadableFile.ID, Severity.ERROR, message, Span.FILE_START, "");
    return new LintResult(path, List.of(d), Optional.empty());
  }

  private void write(byte[] report, Path workingDir) throws UserError {
    if (output == null) {
      PrintWriter out = spec.commandLine().getOut();
      if (out instanceof TopnkitCli.Utf8Writer utf8) {
        utf8.writeUtf8(report);
      } else {
        out.write(new String(report, StandardCharsets.UTF_8));
        out.flush();
      }
      return;
    }
    Path file = workingDir.resolve(output);
    try {
      if (file.getParent() != null) {
        Files.createDirectories(file.getParent());
      }
      Files.write(file, report);
    } catch (IOException e) {
      throw new UserError(Messages.cannotWrite(output.toString(), Messages.ioReason(e)));
    }
  }
}
