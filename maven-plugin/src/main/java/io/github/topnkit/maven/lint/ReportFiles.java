package io.github.topnkit.maven.lint;

import io.github.topnkit.linter.report.LintReport;
import io.github.topnkit.linter.report.ReportFormat;
import io.github.topnkit.linter.report.SourceRoot;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Writes a lint report as SARIF, Checkstyle XML and text files into the output folder. */
final class ReportFiles {

  /** The report files by format, named so CI servers and code scanning find them. */
  static final Map<ReportFormat, String> NAMES =
      Map.of(
          ReportFormat.SARIF, "topnkit-lint.sarif",
          ReportFormat.CHECKSTYLE, "topnkit-lint-checkstyle.xml",
          ReportFormat.TEXT, "topnkit-lint.txt");

  private static final List<ReportFormat> ORDER =
      List.of(ReportFormat.SARIF, ReportFormat.CHECKSTYLE, ReportFormat.TEXT);

  private ReportFiles() {}

  /** The report files in the output folder, in the order they are written. */
  static List<Path> paths(Path outputDirectory) {
    return ORDER.stream().map(f -> outputDirectory.resolve(NAMES.get(f))).toList();
  }

  static List<Path> write(LintReport report, Path outputDirectory, SourceRoot root)
      throws IOException {
    Files.createDirectories(outputDirectory);
    List<Path> written = new ArrayList<>();
    for (ReportFormat format : ORDER) {
      Path file = outputDirectory.resolve(NAMES.get(format));
      try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
        format.reporter(root).write(report, out);
      }
      written.add(file);
    }
    return written;
  }
}
