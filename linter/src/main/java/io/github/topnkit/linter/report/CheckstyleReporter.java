package io.github.topnkit.linter.report;

import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.diag.Diagnostic;
import java.io.IOException;
import java.io.Writer;

/**
 * Checkstyle's XML report, which CI servers and editors read: one {@code <file>} per linted file
 * with an {@code <error>} per finding, its source {@code topnkit.<RuleId>}.
 */
public final class CheckstyleReporter implements Reporter {

  @Override
  public void write(LintReport report, Writer out) throws IOException {
    out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.write("<checkstyle version=\"" + escape(ToolInfo.version()) + "\">\n");
    for (LintResult result : report.results()) {
      out.write("  <file name=\"" + escape(result.path()) + "\">\n");
      for (Diagnostic d : result.diagnostics()) {
        String message = d.fix().isBlank() ? d.message() : d.message() + " Fix: " + d.fix();
        out.write(
            "    <error line=\""
                + d.span().startLine()
                + "\" column=\""
                + d.span().startColumn()
                + "\" severity=\""
                + d.severity().label()
                + "\" message=\""
                + escape(message)
                + "\" source=\"topnkit."
                + escape(d.ruleId())
                + "\"/>\n");
      }
      out.write("  </file>\n");
    }
    out.write("</checkstyle>\n");
    out.flush();
  }

  /**
   * Escapes text for a double-quoted XML attribute. Line breaks and tabs become character
   * references so parsers keep them; characters XML 1.0 forbids become U+FFFD.
   */
  static String escape(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        case '\'' -> sb.append("&apos;");
        case '\n' -> sb.append("&#10;");
        case '\r' -> sb.append("&#13;");
        case '\t' -> sb.append("&#9;");
        default -> {
          if (Character.isHighSurrogate(c)
              && i + 1 < text.length()
              && Character.isLowSurrogate(text.charAt(i + 1))) {
            sb.append(c).append(text.charAt(++i));
          } else if (c < 0x20 || Character.isSurrogate(c) || c == 0xFFFE || c == 0xFFFF) {
            sb.append('\uFFFD');
          } else {
            sb.append(c);
          }
        }
      }
    }
    return sb.toString();
  }
}
