package io.github.topnkit.linter.report;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.rules.BuiltInRules;
import io.github.topnkit.linter.rules.Rule;
import io.github.topnkit.linter.rules.RuleInfo;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * SARIF 2.1.0 as GitHub code scanning accepts it: the rule catalogue as {@code tool.driver.rules}
 * (descriptions and help from the rule pages), and each finding as a result with a root-relative
 * location and a {@code primaryLocationLineHash} fingerprint that survives edits elsewhere in the
 * file.
 */
public final class SarifReporter implements Reporter {

  static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
  static final int MAX_FULL_DESCRIPTION = 1000;

  private final SourceRoot root;

  public SarifReporter(SourceRoot root) {
    this.root = requireNonNull(root, "root is null");
  }

  /** A rule as the report describes it; ids outside the catalogue get a minimal entry. */
  private record Entry(String id, String summary, Severity severity, List<String> tags) {}

  @Override
  public void write(LintReport report, Writer out) throws IOException {
    Map<String, Integer> index = new LinkedHashMap<>();
    List<Entry> entries = entries(report, index);
    ObjectNode sarif = Json.object();
    sarif.put("$schema", SCHEMA);
    sarif.put("version", "2.1.0");
    ObjectNode run = sarif.putArray("runs").addObject();
    ObjectNode driver = run.putObject("tool").putObject("driver");
    driver.put("name", ToolInfo.NAME);
    driver.put("version", ToolInfo.version());
    driver.put("informationUri", ToolInfo.INFORMATION_URI);
    ArrayNode rules = driver.putArray("rules");
    for (Entry e : entries) {
      rule(rules.addObject(), e);
    }
    run.put("columnKind", "utf16CodeUnits");
    ArrayNode results = run.putArray("results");
    for (LintResult file : report.results()) {
      Map<String, Integer> seen = new HashMap<>();
      for (Diagnostic d : file.diagnostics()) {
        String line = file.source().map(s -> s.line(d.span().startLine())).orElse("");
        String hash = lineHash(d.ruleId(), line);
        int occurrence = seen.merge(hash, 1, Integer::sum);
        result(results.addObject(), file.path(), d, index.get(d.ruleId()), hash + ":" + occurrence);
      }
    }
    Json.write(sarif, out);
  }

  private static List<Entry> entries(LintReport report, Map<String, Integer> index) {
    List<Entry> entries = new ArrayList<>();
    for (Rule rule : BuiltInRules.all()) {
      RuleInfo info = rule.info();
      index.put(rule.id(), entries.size());
      entries.add(new Entry(rule.id(), info.summary(), info.severity(), List.of(info.tags())));
    }
    for (LintResult file : report.results()) {
      for (Diagnostic d : file.diagnostics()) {
        if (!index.containsKey(d.ruleId())) {
          index.put(d.ruleId(), entries.size());
          entries.add(new Entry(d.ruleId(), d.ruleId(), d.severity(), List.of()));
        }
      }
    }
    return entries;
  }

  private static void rule(ObjectNode node, Entry e) {
    String uri = ToolInfo.ruleDocUri(e.id());
    String page = RuleDocs.page(e.id()).orElse(null);
    String problem =
        page == null ? e.summary() : RuleDocs.section(page, "Problem").orElse(e.summary());
    node.put("id", e.id());
    node.put("name", e.id());
    node.putObject("shortDescription").put("text", e.summary());
    node.putObject("fullDescription")
        .put("text", RuleDocs.paragraph(problem, MAX_FULL_DESCRIPTION));
    ObjectNode help = node.putObject("help");
    if (page != null) {
      help.put("text", RuleDocs.plainText(page) + "\n\n" + uri);
      help.put("markdown", page.strip());
    } else {
      help.put("text", e.summary() + "\n\n" + uri);
      help.put("markdown", e.summary() + "\n\n[Rule documentation](" + uri + ")");
    }
    node.put("helpUri", uri);
    node.putObject("defaultConfiguration").put("level", level(e.severity()));
    ObjectNode properties = node.putObject("properties");
    ArrayNode tags = properties.putArray("tags");
    e.tags().forEach(tags::add);
    properties.put("problem.severity", problemSeverity(e.severity()));
  }

  private void result(
      ObjectNode node, String path, Diagnostic d, int ruleIndex, String fingerprint) {
    node.put("ruleId", d.ruleId());
    node.put("ruleIndex", ruleIndex);
    node.put("level", level(d.severity()));
    String text = d.fix().isBlank() ? d.message() : d.message() + "\nFix: " + d.fix();
    node.putObject("message").put("text", text);
    ObjectNode physical = node.putArray("locations").addObject().putObject("physicalLocation");
    SourceRoot.Location location = root.locate(path);
    ObjectNode artifact = physical.putObject("artifactLocation");
    artifact.put("uri", location.uri());
    location.uriBaseId().ifPresent(id -> artifact.put("uriBaseId", id));
    Span span = d.span();
    ObjectNode region = physical.putObject("region");
    region.put("startLine", span.startLine());
    region.put("startColumn", span.startColumn());
    region.put("endLine", span.endLine());
    // SARIF's end column is the column after the region; topnkit's spans end inclusively.
    region.put("endColumn", span.endColumn() + 1);
    node.putObject("partialFingerprints").put("primaryLocationLineHash", fingerprint);
  }

  /** A hash of the rule and the finding's line with whitespace normalized, stable under moves. */
  static String lineHash(String ruleId, String lineText) {
    String normalized = lineText.strip().replaceAll("\\s+", " ");
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256")
              .digest((ruleId + "\n" + normalized).getBytes(StandardCharsets.UTF_8));
      StringBuilder hex = new StringBuilder();
      for (int i = 0; i < 8; i++) {
        hex.append(String.format("%02x", digest[i]));
      }
      return hex.toString();
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  static String level(Severity severity) {
    return switch (severity) {
      case ERROR -> "error";
      case WARNING -> "warning";
      case INFO -> "note";
    };
  }

  private static String problemSeverity(Severity severity) {
    return switch (severity) {
      case ERROR -> "error";
      case WARNING -> "warning";
      case INFO -> "recommendation";
    };
  }
}
