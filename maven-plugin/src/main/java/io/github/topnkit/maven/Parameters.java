package io.github.topnkit.maven;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.report.LintReport;
import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/** Small conversions of mojo parameters (absent lists, folder defaults) and of summaries. */
final class Parameters {

  private Parameters() {}

  /** The given files, or the defaults relative to the project folder when none are given. */
  static List<Path> paths(List<File> given, Path baseDir, String... defaults) {
    if (given == null || given.isEmpty()) {
      return Arrays.stream(defaults).map(baseDir::resolve).toList();
    }
    return given.stream().map(f -> baseDir.resolve(f.toPath())).toList();
  }

  static List<String> list(List<String> given) {
    return given == null
        ? List.of()
        : given.stream().map(String::trim).filter(s -> !s.isEmpty()).toList();
  }

  /** {@code 3 files checked, 1 finding: 1 error, 0 warnings, 0 info}. */
  static String summary(LintReport report) {
    int files = report.results().size();
    String checked = files + (files == 1 ? " file" : " files") + " checked";
    long findings = report.findings();
    if (findings == 0) {
      return checked + ", no findings";
    }
    return checked
        + ", "
        + findings
        + (findings == 1 ? " finding: " : " findings: ")
        + report.count(Severity.ERROR)
        + " error(s), "
        + report.count(Severity.WARNING)
        + " warning(s), "
        + report.count(Severity.INFO)
        + " info";
  }
}
