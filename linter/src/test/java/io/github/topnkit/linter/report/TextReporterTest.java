package io.github.topnkit.linter.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.Span;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TextReporterTest {

  private final TextReporter reporter = new TextReporter();

  @Test
  void printsEachFindingInTheOneFormWithSourceLineCaretsAndFix() {
    String text =
        Reports.render(reporter, Reports.report(Reports.lint("q.sql", Reports.WINDOW_SQL)));
    List<String> lines = text.lines().toList();
    assertThat(lines.get(0))
        .startsWith("q.sql:7:32: error: [WindowBoundsMissingFromPartition] PARTITION BY has");
    assertThat(lines.get(1))
        .isEqualTo(
            "  7 |   SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start ORDER BY price DESC)"
                + " AS rownum");
    assertThat(lines.get(2)).isEqualTo("    |                                " + "^".repeat(25));
    assertThat(lines.get(3)).startsWith("  fix: Add both window_start and window_end");
    assertThat(lines.get(4)).startsWith("q.sql:10:15: info: [UnknownTable] table 'Nope'");
    assertThat(lines.get(lines.size() - 1))
        .isEqualTo("1 file checked, 2 findings: 1 error, 0 warnings, 1 info");
  }

  @Test
  void marksWhereAMultiLineSpanEnds() {
    SourceFile source = SourceFile.of("m.sql", "SELECT a,\n  b FROM t;\n");
    assertThat(TextReporter.snippet(source, new Span(1, 8, 2, 11)))
        .isEqualTo("  1 | SELECT a,\n    |        ^^ (to line 2, column 11)\n");
  }

  @Test
  void keepsTabsSoCaretsLineUp() {
    SourceFile source = SourceFile.of("t.sql", "\tSELECT x;\n");
    assertThat(TextReporter.snippet(source, new Span(1, 9, 1, 9))).endsWith("| \t       ^\n");
  }

  @Test
  void summarizesAnEmptyRunAndCleanFiles() {
    assertThat(Reports.render(reporter, Reports.report()))
        .isEqualTo("0 files checked, no findings\n");
    assertThat(
            Reports.render(
                reporter,
                Reports.report(
                    Reports.lint("a.sql", Reports.CLEAN_SQL),
                    Reports.lint("b.sql", Reports.CLEAN_SQL))))
        .isEqualTo("2 files checked, no findings\n");
  }

  @Test
  void omitsTheSnippetWithoutSourceAndTheFixWhenEmpty() {
    Diagnostic d = new Diagnostic("UnreadableFile", Severity.ERROR, "binary", Span.FILE_START, "");
    LintResult result = new LintResult("x.sql", List.of(d), Optional.empty());
    assertThat(Reports.render(reporter, Reports.report(result)))
        .isEqualTo(
            "x.sql:1:1: error: [UnreadableFile] binary\n"
                + "1 file checked, 1 finding: 1 error, 0 warnings, 0 info\n");
  }

  @Test
  void listsFindingsOfSeveralFilesInOrder() {
    String text =
        Reports.render(
            reporter,
            Reports.report(Reports.awkward("b.sql"), Reports.lint("a.sql", Reports.WINDOW_SQL)));
    assertThat(text.lines().filter(l -> l.matches("^[ab]\\.sql:\\d+:\\d+: .*")))
        .extracting(l -> l.substring(0, l.indexOf(':')))
        .containsExactly("b.sql", "a.sql", "a.sql");
    assertThat(text).contains("1 error, 1 warning, 1 info");
  }
}
