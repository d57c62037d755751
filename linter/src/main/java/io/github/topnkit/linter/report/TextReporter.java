package io.github.topnkit.linter.report;

import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.Span;
import java.io.IOException;
import java.io.Writer;
import java.util.Optional;

/**
 * The report for people: each finding in the one printed form {@code path:line:col: severity:
 * [RuleId] message}, the source line with the span marked, the fix, and a summary line.
 */
public final class TextReporter implements Reporter {

  /** Source lines longer than this are not shown; they are generated SQL nobody reads. */
  private static final int MAX_SHOWN_LINE = 240;

  @Override
  public void write(LintReport report, Writer out) throws IOException {
    for (LintResult result : report.results()) {
      Optional<SourceFile> source = result.source();
      for (Diagnostic d : result.diagnostics()) {
        out.write(d.format(result.path()));
        out.write('\n');
        if (source.isPresent()) {
          out.write(snippet(source.get(), d.span()));
        }
        if (!d.fix().isBlank()) {
          out.write("  fix: " + d.fix() + "\n");
        }
      }
    }
    out.write(summary(report));
    out.write('\n');
    out.flush();
  }

  /** The source line of the span with carets under it, and where the span ends if later. */
  static String snippet(SourceFile source, Span span) {
    String line = source.line(span.startLine());
    if (line.isBlank() || line.length() > MAX_SHOWN_LINE || span.startColumn() > line.length()) {
      return "";
    }
    boolean oneLine = span.endLine() == span.startLine();
    int end = oneLine ? Math.min(span.endColumn(), line.length()) : line.length();
    String number = String.valueOf(span.startLine());
    String gutter = " ".repeat(number.length());
    StringBuilder marks = new StringBuilder();
    for (int i = 0; i < span.startColumn() - 1; i++) {
      // Keep tabs so the carets line up however the terminal expands them.
      marks.append(line.charAt(i) == '\t' ? '\t' : ' ');
    }
    marks.append("^".repeat(Math.max(1, end - span.startColumn() + 1)));
    if (!oneLine) {
      marks.append(" (to line ").append(span.endLine()).append(", column ");
      marks.append(span.endColumn()).append(')');
    }
    return "  " + number + " | " + line + "\n  " + gutter + " | " + marks + "\n";
  }

  static String summary(LintReport report) {
    int files = report.results().size();
    long findings = report.findings();
    String checked = files + (files == 1 ? " file" : " files") + " checked";
    if (findings == 0) {
      return checked + ", no findings";
    }
    return checked
        + ", "
        + plural(findings, "finding")
        + ": "
        + plural(report.count(Severity.ERROR), "error")
        + ", "
        + plural(report.count(Severity.WARNING), "warning")
        + ", "
        + report.count(Severity.INFO)
        + " info";
  }

  private static String plural(long n, String word) {
    return n + " " + word + (n == 1 ? "" : "s");
  }
}
