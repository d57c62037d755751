package io.github.topnkit.cli;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.config.ConfigException;
import io.github.topnkit.linter.config.FailOn;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.incremental.ContentHash;
import io.github.topnkit.linter.incremental.LintCache;
import io.github.topnkit.linter.messages.Messages;
import io.github.topnkit.linter.parse.SourceDecoder;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.report.LintReport;
import io.github.topnkit.linter.report.ReportFormat;
import io.github.topnkit.linter.report.SourceRoot;
import io.github.topnkit.linter.rules.UnreadableFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.Writer;
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
      LintOptions options = analysis.lintOptions(workingDir, project.config());
      FailOn threshold = failOn != null ? failOn : project.config().failOn().orElse(FailOn.ERROR);
      List<Inputs.Input> inputs = Inputs.collect(paths, workingDir, err);
      Linter linter = new Linter(options);
      Optional<LintCache> found =
          Optional.ofNullable(cache)
              .map(
                  c ->
                      LintCache.load(
                          Optional.of(workingDir.resolve(c)),
                          LintCache.key(
                              options, analysis.schemaFiles(workingDir, project.config()))));
      List<LintResult> results = new ArrayList<>();
      for (Inputs.Input input : inputs) {
        results.add(lint(linter, input, options.maxFileBytes(), found));
      }
      write(new LintReport(results, options.version()), workingDir);
      if (found.isPresent()) {
        save(found.get(), workingDir.resolve(cache));
      }
      boolean failed =
          results.stream()
              .flatMap(r -> r.diagnostics().stream())
              .anyMatch(d -> threshold.failsOn(d.severity()));
      return failed ? TopnkitCli.EXIT_FINDINGS : TopnkitCli.EXIT_OK;
    } catch (ConfigException | UserError e) {
      err.println("topnkit: " + e.getMessage());
      return TopnkitCli.EXIT_ERROR;
    }
  }

  private LintResult lint(
      Linter linter, Inputs.Input input, long maxBytes, Optional<LintCache> cached)
      throws UserError {
    byte[] bytes;
    try {
      if (input.stdin()) {
        InputStream in = parent.stdin();
        bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
        if (bytes.length > maxBytes) {
          return unreadable(input.display(), Messages.inputTooLarge(maxBytes));
        }
      } else {
        long size = Files.size(input.file());
        if (size > maxBytes) {
          return unreadable(input.display(), Messages.fileTooLarge(size, maxBytes));
        }
        bytes = Files.readAllBytes(input.file());
      }
    } catch (IOException e) {
      throw new UserError(Messages.unreadableFile(input.display(), Messages.ioReason(e)));
    }
    if (cached.isEmpty() || input.stdin()) {
      return linter.lint(input.display(), bytes);
    }
    String hash = ContentHash.sha256(bytes);
    Optional<List<Diagnostic>> known = cached.get().get(input.display(), hash);
    LintResult result =
        known.isPresent()
            ? new LintResult(input.display(), known.get(), Optional.empty(), text(input, bytes))
            : linter.lint(input.display(), bytes);
    cached.get().put(input.display(), hash, result.diagnostics());
    return result;
  }

  /** The text a report quotes lines from, for findings that come from the cache. */
  private static Optional<SourceFile> text(Inputs.Input input, byte[] bytes) {
    SourceDecoder.Result decoded = new SourceDecoder(bytes.length).decode(input.display(), bytes);
    return decoded.ok() ? Optional.of(decoded.source()) : Optional.empty();
  }

  private void save(LintCache found, Path file) throws UserError {
    try {
      found.save(file, "");
    } catch (IOException e) {
      throw new UserError(Messages.cannotWrite(cache.toString(), Messages.ioReason(e)));
    }
  }

  private static LintResult unreadable(String path, String message) {
    Diagnostic d = new Diagnostic(UnreadableFile.ID, Severity.ERROR, message, Span.FILE_START, "");
    return new LintResult(path, List.of(d), Optional.empty());
  }

  private void write(LintReport report, Path workingDir) throws UserError {
    var reporter = format.reporter(SourceRoot.detect(workingDir));
    if (output == null) {
      try {
        reporter.write(report, spec.commandLine().getOut());
      } catch (IOException e) {
        throw new UserError(Messages.cannotWrite("standard output", Messages.ioReason(e)));
      }
      return;
    }
    Path file = workingDir.resolve(output);
    try {
      if (file.getParent() != null) {
        Files.createDirectories(file.getParent());
      }
      try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
        reporter.write(report, out);
      }
    } catch (IOException e) {
      throw new UserError(Messages.cannotWrite(output.toString(), Messages.ioReason(e)));
    }
  }
}
