package io.github.topnkit.linter.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class JsonReporterTest {

  private final ObjectMapper mapper = new ObjectMapper();

  private JsonNode render(LintReport report) throws Exception {
    return mapper.readTree(Reports.render(new JsonReporter(), report));
  }

  @Test
  void writesTheStableSchema() throws Exception {
    JsonNode root = render(Reports.report(Reports.lint("q.sql", Reports.WINDOW_SQL)));
    assertThat(root.get("version").asText()).isEqualTo(ToolInfo.version()).isNotEqualTo("unknown");
    assertThat(root.get("flinkVersion").asText()).isEqualTo("2.3");
    JsonNode file = root.get("files").get(0);
    assertThat(file.get("path").asText()).isEqualTo("q.sql");
    JsonNode d = file.get("diagnostics").get(0);
    assertThat(d.properties())
        .extracting(e -> e.getKey())
        .containsExactly(
            "ruleId",
            "severity",
            "message",
            "fix",
            "startLine",
            "startColumn",
            "endLine",
            "endColumn");
    assertThat(d.get("ruleId").asText()).isEqualTo("WindowBoundsMissingFromPartition");
    assertThat(d.get("severity").asText()).isEqualTo("error");
    assertThat(d.get("startLine").asInt()).isEqualTo(7);
    assertThat(d.get("startColumn").asInt()).isEqualTo(32);
    assertThat(d.get("endLine").asInt()).isEqualTo(7);
    assertThat(d.get("endColumn").asInt()).isEqualTo(56);
    assertThat(file.get("diagnostics").get(1).get("severity").asText()).isEqualTo("info");
  }

  @Test
  void keepsSpecialCharactersIntact() throws Exception {
    JsonNode d = render(Reports.report(Reports.awkward("dir/a \"b\".sql"))).at("/files/0");
    assertThat(d.get("path").asText()).isEqualTo("dir/a \"b\".sql");
    assertThat(d.at("/diagnostics/0/message").asText())
        .isEqualTo("table 'a&b' <x> \"quoted\"\ttab\nnew line \u0001 ünïcödé 😀");
    assertThat(d.at("/diagnostics/0/fix").asText()).isEqualTo("write \"x\" & <y>");
  }

  @Test
  void listsEveryFileEvenWithoutFindings() throws Exception {
    JsonNode root =
        render(
            Reports.report(
                Reports.lint("a.sql", Reports.CLEAN_SQL),
                Reports.lint("b.sql", Reports.WINDOW_SQL)));
    assertThat(root.get("files")).hasSize(2);
    assertThat(root.at("/files/0/diagnostics")).isEmpty();
    assertThat(root.at("/files/1/diagnostics")).hasSize(2);
  }

  @Test
  void writesAnEmptyFileListForNoInput() throws Exception {
    String text = Reports.render(new JsonReporter(), Reports.report());
    assertThat(mapper.readTree(text).get("files")).isEmpty();
    assertThat(text).endsWith("}\n");
  }
}
