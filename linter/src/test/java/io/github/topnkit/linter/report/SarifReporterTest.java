package io.github.topnkit.linter.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.rules.BuiltInRules;
import io.github.topnkit.linter.rules.Rule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SarifReporterTest {

  @TempDir Path repo;

  private final ObjectMapper mapper = new ObjectMapper();

  private JsonNode render(Path workingDir, LintResult... results) throws Exception {
    SarifReporter reporter = new SarifReporter(new SourceRoot(workingDir, repo));
    return mapper.readTree(Reports.render(reporter, Reports.report(results)));
  }

  @Test
  void hasTheTopLevelFieldsGitHubRequires() throws Exception {
    JsonNode sarif = render(repo, Reports.lint("q.sql", Reports.WINDOW_SQL));
    assertThat(sarif.get("$schema").asText()).isEqualTo(SarifReporter.SCHEMA);
    assertThat(sarif.get("version").asText()).isEqualTo("2.1.0");
    assertThat(sarif.get("runs")).hasSize(1);
    JsonNode driver = sarif.at("/runs/0/tool/driver");
    assertThat(driver.get("name").asText()).isEqualTo("topnkit");
    assertThat(driver.get("version").asText()).isEqualTo(ToolInfo.version());
    assertThat(driver.get("informationUri").asText()).isEqualTo(ToolInfo.INFORMATION_URI);
  }

  @Test
  void describesEveryRuleOfTheCatalogue() throws Exception {
    JsonNode rules = render(repo).at("/runs/0/tool/driver/rules");
    List<Rule> catalogue = BuiltInRules.all();
    assertThat(rules).hasSize(catalogue.size());
    for (int i = 0; i < catalogue.size(); i++) {
      Rule rule = catalogue.get(i);
      JsonNode r = rules.get(i);
      assertThat(r.get("id").asText()).isEqualTo(rule.id());
      assertThat(r.get("name").asText()).isEqualTo(rule.id());
      assertThat(r.at("/shortDescription/text").asText()).isEqualTo(rule.info().summary());
      assertThat(r.at("/fullDescription/text").asText())
          .isNotBlank()
          .hasSizeLessThanOrEqualTo(1000);
      assertThat(r.at("/help/text").asText()).isNotBlank();
      assertThat(r.at("/help/markdown").asText()).startsWith("# " + rule.id());
      assertThat(r.at("/defaultConfiguration/level").asText())
          .isEqualTo(SarifReporter.level(rule.info().severity()));
      assertThat(r.at("/properties/tags"))
          .extracting(JsonNode::asText)
          .containsExactly(rule.info().tags());
    }
  }

  @Test
  void takesTheFullDescriptionFromTheProblemSectionOfTheRulePage() throws Exception {
    JsonNode rule =
        render(repo).at("/runs/0/tool/driver/rules/" + index("WindowBoundsMissingFromPartition"));
    assertThat(rule.at("/fullDescription/text").asText())
        .startsWith("A Window Top-N is planned only when the PARTITION BY of the rank function")
        .doesNotContain("`", "\n");
    assertThat(rule.at("/help/markdown").asText()).contains("## Fix", "```sql");
    assertThat(rule.get("helpUri").asText())
        .isEqualTo(ToolInfo.ruleDocUri("WindowBoundsMissingFromPartition"));
  }

  @Test
  void reportsEachFindingWithLevelMessageLocationAndFingerprint() throws Exception {
    Path sub = Files.createDirectories(repo.resolve("sql"));
    JsonNode run = render(sub, Reports.lint("q.sql", Reports.WINDOW_SQL)).at("/runs/0");
    JsonNode results = run.get("results");
    assertThat(results).hasSize(2);
    JsonNode first = results.get(0);
    assertThat(first.get("ruleId").asText()).isEqualTo("WindowBoundsMissingFromPartition");
    assertThat(run.at("/tool/driver/rules/" + first.get("ruleIndex").asInt() + "/id").asText())
        .isEqualTo("WindowBoundsMissingFromPartition");
    assertThat(first.get("level").asText()).isEqualTo("error");
    assertThat(first.at("/message/text").asText())
        .startsWith("PARTITION BY has window_start")
        .contains("\nFix: ");
    JsonNode location = first.at("/locations/0/physicalLocation");
    assertThat(location.at("/artifactLocation/uri").asText()).isEqualTo("sql/q.sql");
    assertThat(location.at("/artifactLocation/uriBaseId").asText()).isEqualTo("SRCROOT");
    assertThat(location.at("/region/startLine").asInt()).isEqualTo(7);
    assertThat(location.at("/region/startColumn").asInt()).isEqualTo(32);
    assertThat(location.at("/region/endLine").asInt()).isEqualTo(7);
    // SARIF's end column points after the region: the span ends inclusively at column 56.
    assertThat(location.at("/region/endColumn").asInt()).isEqualTo(57);
    assertThat(first.at("/partialFingerprints/primaryLocationLineHash").asText())
        .matches("[0-9a-f]{16}:1");
    assertThat(results.get(1).get("level").asText()).isEqualTo("note");
  }

  @Test
  void keepsFingerprintsWhenLinesMoveAndTellsIdenticalLinesApart() throws Exception {
    String moved = "\n\n-- a comment\n" + Reports.WINDOW_SQL;
    String twice = Reports.WINDOW_SQL + "SELECT * FROM Nope;\n";
    JsonNode a = render(repo, Reports.lint("q.sql", Reports.WINDOW_SQL)).at("/runs/0/results");
    JsonNode b = render(repo, Reports.lint("q.sql", moved)).at("/runs/0/results");
    JsonNode c = render(repo, Reports.lint("q.sql", twice)).at("/runs/0/results");
    String hash = "/partialFingerprints/primaryLocationLineHash";
    assertThat(b.get(0).at("/locations/0/physicalLocation/region/startLine").asInt()).isEqualTo(10);
    assertThat(b.get(0).at(hash).asText()).isEqualTo(a.get(0).at(hash).asText());
    assertThat(a.get(0).at(hash).asText()).isNotEqualTo(a.get(1).at(hash).asText());
    String unknown = a.get(1).at(hash).asText();
    assertThat(c.get(1).at(hash).asText()).isEqualTo(unknown);
    assertThat(c.get(2).at(hash).asText()).isEqualTo(unknown.replace(":1", ":2"));
  }

  @Test
  void encodesPathsAsUrisAndLeavesFilesOutsideTheRootAbsolute() throws Exception {
    Path outside = Files.createTempFile("outside", ".sql");
    try {
      JsonNode results =
          render(repo, Reports.awkward("dir/a b#c.sql"), Reports.awkward(outside.toString()))
              .at("/runs/0/results");
      JsonNode inside = results.get(0).at("/locations/0/physicalLocation/artifactLocation");
      assertThat(inside.get("uri").asText()).isEqualTo("dir/a%20b%23c.sql");
      JsonNode other = results.get(1).at("/locations/0/physicalLocation/artifactLocation");
      assertThat(other.get("uri").asText()).isEqualTo(outside.toUri().toString());
      assertThat(other.has("uriBaseId")).isFalse();
      assertThat(results.get(0).at("/message/text").asText()).contains("ünïcödé 😀");
    } finally {
      Files.delete(outside);
    }
  }

  @Test
  void addsADescriptorForRuleIdsOutsideTheCatalogue() throws Exception {
    Diagnostic d = new Diagnostic("NotARule", Severity.INFO, "m", Span.FILE_START, "");
    JsonNode run =
        render(repo, new LintResult("x.sql", List.of(d), Optional.empty())).at("/runs/0");
    int index = run.at("/results/0/ruleIndex").asInt();
    assertThat(index).isEqualTo(BuiltInRules.all().size());
    assertThat(run.at("/tool/driver/rules/" + index + "/id").asText()).isEqualTo("NotARule");
    assertThat(run.at("/tool/driver/rules/" + index + "/help/text").asText()).isNotBlank();
  }

  @Test
  void writesAnEmptyResultListWhenThereIsNothingToReport() throws Exception {
    JsonNode run = render(repo, Reports.lint("a.sql", Reports.CLEAN_SQL)).at("/runs/0");
    assertThat(run.get("results").isArray()).isTrue();
    assertThat(run.get("results")).isEmpty();
  }

  private static int index(String id) {
    return BuiltInRules.all().stream().map(Rule::id).toList().indexOf(id);
  }
}
