package io.github.topnkit.linter.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.diag.Diagnostic;
import java.io.IOException;
import java.io.Writer;

/**
 * topnkit's JSON report, a stable schema for scripts: {@code {version, flinkVersion, files: [{path,
 * diagnostics: [{ruleId, severity, message, fix, startLine, startColumn, endLine, endColumn}]}]}}.
 * Lines and columns are 1-based; the end column is inclusive.
 */
public final class JsonReporter implements Reporter {

  @Override
  public void write(LintReport report, Writer out) throws IOException {
    ObjectNode root = Json.object();
    root.put("version", ToolInfo.version());
    root.put("flinkVersion", report.flinkVersion().label());
    ArrayNode files = root.putArray("files");
    for (LintResult result : report.results()) {
      ObjectNode file = files.addObject();
      file.put("path", result.path());
      ArrayNode diagnostics = file.putArray("diagnostics");
      for (Diagnostic d : result.diagnostics()) {
        ObjectNode node = diagnostics.addObject();
        node.put("ruleId", d.ruleId());
        node.put("severity", d.severity().label());
        node.put("message", d.message());
        node.put("fix", d.fix());
        node.put("startLine", d.span().startLine());
        node.put("startColumn", d.span().startColumn());
        node.put("endLine", d.span().endLine());
        node.put("endColumn", d.span().endColumn());
      }
    }
    Json.write(root, out);
  }
}
