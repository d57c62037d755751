package io.github.topnkit.linter;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.diag.Diagnostic;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Exact positions of findings for broken inputs of the {@code badinput/} corpus: where the problem
 * starts (not where the lexer gave up), with tabs as one column and any line ending, and with the
 * statements after an error still checked.
 */
class FindingPositionsTest {

  private final Linter linter = new Linter(LintOptions.defaults());

  @Test
  void unclosedQuoteIsReportedAtTheQuote() {
    assertThat(findings("unclosed-single-quote-line3-col15.sql"))
        .containsExactly(
            "3:15 SyntaxError string literal is not closed: no closing ' before the end of the"
                + " file");
  }

  @Test
  void statementsAfterEachKindOfErrorAreStillChecked() {
    assertThat(findings("recovery-after-each-error.sql"))
        .extracting(f -> f.substring(0, f.indexOf(' ', f.indexOf(' ') + 1)))
        .containsExactly(
            "1:15 UnknownTable",
            "2:1 SyntaxError",
            "3:15 UnknownTable",
            "4:8 SyntaxError",
            "5:15 UnknownTable",
            "6:8 SyntaxError",
            "7:15 UnknownTable",
            "8:16 SyntaxError",
            "9:15 UnknownTable");
  }

  @Test
  void tabsCountAsOneColumn() {
    assertThat(findings("tab-columns.sql"))
        .singleElement()
        .asString()
        .startsWith("1:24 SyntaxError unexpected character '#'");
  }

  @Test
  void crlfAndCrOnlyLineEndingsCountLinesAsFlinkDoes() {
    assertThat(findings("crlf-error-line3.sql")).singleElement().asString().startsWith("3:11 ");
    assertThat(findings("cr-only-error-line3.sql")).singleElement().asString().startsWith("3:1 ");
    assertThat(findings("mixed-line-endings-error.sql"))
        .singleElement()
        .asString()
        .startsWith("4:8 ");
  }

  @Test
  void columnsCountUtf16UnitsAsFlinkDoes() {
    // The emoji is one character but two UTF-16 units, and Flink's lexer counts units.
    assertThat(findings("error-after-emoji.sql")).singleElement().asString().startsWith("1:14 ");
  }

  @Test
  void unclosedCommentAndIdentifierAreReportedWhereTheyStart() {
    assertThat(findings("unclosed-block-comment.sql"))
        .containsExactly(
            "2:1 SyntaxError block comment is not closed: no */ before the end of the file");
    assertThat(findings("unclosed-backtick.sql"))
        .containsExactly(
            "2:8 SyntaxError quoted identifier is not closed: no ` before the end of the line");
  }

  @Test
  void statementSetWithoutEndIsReportedAtBeginAndTheStatementsAfterItAreChecked() {
    assertThat(findings("statement-set-missing-end.sql"))
        .containsExactly(
            "1:23 SyntaxError statement set is not closed: this BEGIN has no END; write END;"
                + " after its last INSERT",
            "5:15 UnknownTable table 'after_the_set' is not declared in this file or the schema"
                + " files; checks that need its columns, time attributes or changelog are"
                + " skipped");
  }

  @Test
  void bytesThatAreNotUtf8AreReportedAtTheFirstBadByte() {
    assertThat(findings("latin1-string.sql"))
        .singleElement()
        .asString()
        .startsWith(
            "1:12 UnreadableFile file is not valid UTF-8: bad byte sequence at byte offset 11");
  }

  private List<String> findings(String brokenFile) {
    String resource = "/badinput/broken/" + brokenFile;
    try (InputStream in = FindingPositionsTest.class.getResourceAsStream(resource)) {
      LintResult result = linter.lint(brokenFile, in.readAllBytes());
      return result.diagnostics().stream().map(FindingPositionsTest::describe).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String describe(Diagnostic d) {
    return d.span().startLine()
        + ":"
        + d.span().startColumn()
        + " "
        + d.ruleId()
        + " "
        + d.message();
  }
}
