package io.github.topnkit.maven.spec;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * Writes the results of one spec file as a {@code TEST-*.xml} file in Surefire's report schema,
 * which CI servers (Jenkins, GitLab, GitHub test-report actions) read: one {@code <testsuite>} per
 * file, one {@code <testcase>} per case and mode.
 */
public final class JUnitXmlReport {

  private JUnitXmlReport() {}

  /** The report file of a spec file: {@code TEST-} and the path with its separators as dots. */
  public static Path file(Path reportsDirectory, String specFile) {
    String name = specFile.replaceAll("[^A-Za-z0-9._-]", ".").replaceAll("\\.spec\\.yaml$", "");
    return reportsDirectory.resolve("TEST-" + name + ".xml");
  }

  public static Path write(Path reportsDirectory, String specFile, List<CaseResult> results)
      throws IOException {
    Files.createDirectories(reportsDirectory);
    Path file = file(reportsDirectory, specFile);
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      out.write(xml(specFile, results));
    }
    return file;
  }

  static String xml(String specFile, List<CaseResult> results) {
    StringBuilder out = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.append("<testsuite xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"")
        .append(" xsi:noNamespaceSchemaLocation=")
        .append(
            "\"https://maven.apache.org/surefire/maven-surefire-plugin/xsd/surefire-test-report.xsd\"")
        .append(attr("name", specFile))
        .append(attr("time", seconds(total(results))))
        .append(attr("tests", String.valueOf(results.size())))
        .append(attr("errors", count(results, CaseResult.Status.ERROR)))
        .append(attr("skipped", count(results, CaseResult.Status.SKIPPED)))
        .append(attr("failures", count(results, CaseResult.Status.FAILED)))
        .append(">\n");
    for (CaseResult r : results) {
      out.append("  <testcase")
          .append(attr("name", r.name()))
          .append(attr("classname", specFile))
          .append(attr("time", seconds(r.time())));
      switch (r.status()) {
        case PASSED -> out.append("/>\n");
        case SKIPPED ->
            out.append(">\n    <skipped").append(attr("message", r.detail())).append("/>\n");
        case FAILED, ERROR -> {
          String tag = r.status() == CaseResult.Status.FAILED ? "failure" : "error";
          String first =
              r.problems().isEmpty() ? "" : r.problems().get(0).lines().findFirst().orElse("");
          out.append(">\n    <")
              .append(tag)
              .append(attr("message", first))
              .append(attr("type", "io.github.topnkit.SpecMismatch"))
              .append(">")
              .append(escape(r.position() + ": " + r.name() + "\n" + r.detail(), false))
              .append("</")
              .append(tag)
              .append(">\n");
        }
      }
      if (r.status() != CaseResult.Status.PASSED) {
        out.append("  </testcase>\n");
      }
    }
    return out.append("</testsuite>\n").toString();
  }

  private static Duration total(List<CaseResult> results) {
    return results.stream().map(CaseResult::time).reduce(Duration.ZERO, Duration::plus);
  }

  private static String count(List<CaseResult> results, CaseResult.Status status) {
    return String.valueOf(results.stream().filter(r -> r.status() == status).count());
  }

  private static String seconds(Duration d) {
    return String.format(Locale.ROOT, "%.3f", d.toNanos() / 1e9);
  }

  private static String attr(String name, String value) {
    return " " + name + "=\"" + escape(value, true) + "\"";
  }

  /**
   * XML text or attribute value: markup characters escaped, line breaks kept (as references in
   * attributes, where a parser would turn them into spaces), characters XML 1.0 cannot hold
   * dropped.
   */
  static String escape(String text, boolean attribute) {
    StringBuilder out = new StringBuilder(text.length());
    text.codePoints()
        .forEach(
            c -> {
              switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\n' -> out.append(attribute ? "&#10;" : "\n");
                case '\r' -> out.append(attribute ? "&#13;" : "\r");
                case '\t' -> out.append(attribute ? "&#9;" : "\t");
                default -> {
                  if (c >= 0x20 && c != 0xFFFE && c != 0xFFFF) {
                    out.appendCodePoint(c);
                  }
                }
              }
            });
    return out.toString();
  }
}
