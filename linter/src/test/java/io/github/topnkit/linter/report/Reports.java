package io.github.topnkit.linter.report;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.target.FlinkVersion;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/** Lint results for reporter tests: real linter output, and findings with awkward text. */
final class Reports {

  /** A file with a window Top-N missing window_end (line 7) and an undeclared table (line 10). */
  static final String WINDOW_SQL =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka');

      SELECT * FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start ORDER BY price DESC) AS rownum
        FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
      WHERE rownum <= 3;
      SELECT * FROM Nope;
      """;

  static final String CLEAN_SQL = "SELECT 1;\n";

  private Reports() {}

  static LintResult lint(String path, String sql) {
    return new Linter(LintOptions.defaults()).lint(SourceFile.of(path, sql));
  }

  /** A finding whose message and fix hold every character that needs escaping somewhere. */
  static LintResult awkward(String path) {
    Diagnostic d =
        new Diagnostic(
            "UnknownTable",
            Severity.WARNING,
            "table 'a&b' <x> \"quoted\"\ttab\nnew line \u0001 ünïcödé 😀",
            new Span(2, 3, 4, 5),
            "write \"x\" & <y>");
    return new LintResult(path, List.of(d), Optional.empty());
  }

  static LintReport report(LintResult... results) {
    return new LintReport(List.of(results), FlinkVersion.V2_3);
  }

  static String render(Reporter reporter, LintReport report) {
    StringWriter out = new StringWriter();
    try {
      reporter.write(report, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }
}
