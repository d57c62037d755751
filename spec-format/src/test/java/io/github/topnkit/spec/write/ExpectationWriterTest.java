package io.github.topnkit.spec.write;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.CaseRegions;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.parse.SpecParser;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ExpectationWriterTest {

  private static final SpecParser PARSER = new SpecParser();

  private static SpecFile parse(String text) {
    return PARSER.parse("t.spec.yaml", text).orThrow();
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = ExpectationWriterTest.class.getResourceAsStream("/valid/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static SpecRow insert(Object... values) {
    return SpecRow.of(RowKind.INSERT, values);
  }

  private static String write(String text, ExpectationUpdate... updates) {
    return ExpectationWriter.write("t.spec.yaml", text, List.of(updates));
  }

  @Test
  void writesTheLineBreaksOfACrlfFile() {
    String text =
        "tables:\r\n  T: |\r\n    CREATE TABLE T (a INT) WITH ('connector' = 'kafka')\r\n"
            + "cases:\r\n  - name: c\r\n    query: SELECT a FROM T\r\n    changelog: |\r\n"
            + "      +I[1]\r\n  - name: d\r\n    query: SELECT a FROM T\r\n    lint: []\r\n";
    SpecFile file = parse(text);

    String written =
        write(
            text,
            ExpectationUpdate.changelog(
                file.cases().get(0).regions(), List.of(insert(2), insert(3)), ZoneOffset.UTC),
            ExpectationUpdate.changelog(
                file.cases().get(1).regions(), List.of(insert(4)), ZoneOffset.UTC));

    assertThat(written)
        .isEqualTo(
            "tables:\r\n  T: |\r\n    CREATE TABLE T (a INT) WITH ('connector' = 'kafka')\r\n"
                + "cases:\r\n  - name: c\r\n    query: SELECT a FROM T\r\n    changelog: |\r\n"
                + "      +I[2]\r\n      +I[3]\r\n  - name: d\r\n    query: SELECT a FROM T\r\n"
                + "    lint: []\r\n    changelog: |\r\n      +I[4]\r\n");
  }

  private static final String TWO_CASES =
      """
      tables:
        T: CREATE TABLE T (k STRING, v INT) WITH ('connector' = 'kafka')
      cases:
        - name: first   # a comment that stays
          query: SELECT k, v FROM T
          changelog: |   # exact order
            +I[a, 1]
            +I[b, 2]

          # between the cases
        - name: second
          query: SELECT k FROM T
          lint: []
      """;

  @Nested
  class ReplacesAnExpectationInPlace {

    @Test
    void keepingEveryOtherByte() {
      SpecFile file = parse(TWO_CASES);
      String written =
          write(
              TWO_CASES,
              ExpectationUpdate.changelog(
                  file.cases().get(0).regions(),
                  List.of(
                      insert("a", 1),
                      SpecRow.of(RowKind.UPDATE_BEFORE, "a", 1),
                      insert("x, y", null)),
                  ZoneOffset.UTC));
      assertThat(written)
          .isEqualTo(
              """
              tables:
                T: CREATE TABLE T (k STRING, v INT) WITH ('connector' = 'kafka')
              cases:
                - name: first   # a comment that stays
                  query: SELECT k, v FROM T
                  changelog: |   # exact order
                    +I[a, 1]
                    -U[a, 1]
                    +I['x, y', null]

                  # between the cases
                - name: second
                  query: SELECT k FROM T
                  lint: []
              """);
    }

    @Test
    void writingNoRowsAsAnEmptyList() {
      SpecFile file = parse(TWO_CASES);
      String written =
          write(
              TWO_CASES,
              ExpectationUpdate.changelog(
                  file.cases().get(0).regions(), List.of(), ZoneOffset.UTC));
      assertThat(written)
          .contains("    changelog: []   # exact order\n\n    # between the cases\n");
      assertThat(
              parse(written)
                  .cases()
                  .get(0)
                  .expectations(ExecutionMode.STREAMING)
                  .changelog()
                  .orElseThrow()
                  .get(Expectations.SINGLE)
                  .rows())
          .isEmpty();
    }

    @Test
    void keepingTheIndentationOfTheBlock() {
      String text =
          "cases:\n- name: c\n  query: SELECT 1\n  final: |\n        +I[0]\n- name: d\n  query: x\n"
              + "  lint: []\n";
      SpecFile file = parse(text);
      String written =
          write(
              text,
              ExpectationUpdate.finalRows(
                  file.cases().get(0).regions(), List.of(insert(1)), ZoneOffset.UTC));
      assertThat(written)
          .isEqualTo(
              "cases:\n- name: c\n  query: SELECT 1\n  final: |\n        +I[1]\n- name: d\n"
                  + "  query: x\n  lint: []\n");
    }

    @Test
    void turningAFlowValueIntoABlock() {
      String text = "cases:\n  - name: c\n    query: SELECT 1\n    final: []  # none yet\n";
      SpecFile file = parse(text);
      String written =
          write(
              text,
              ExpectationUpdate.finalRows(
                  file.cases().get(0).regions(), List.of(insert(1), insert(2)), ZoneOffset.UTC));
      assertThat(written)
          .isEqualTo(
              "cases:\n  - name: c\n    query: SELECT 1\n    final: |\n      +I[1]\n      +I[2]"
                  + "  # none yet\n");
      assertThat(parse(written).cases().get(0).expectations(ExecutionMode.STREAMING).finalRows())
          .isPresent();
    }

    @Test
    void replacingAnErrorMessage() {
      String text = "cases:\n  - name: c\n    query: SELECT 1\n    error: old message\n";
      SpecFile file = parse(text);
      String written =
          write(
              text, ExpectationUpdate.error(file.cases().get(0).regions(), "Object 'T' not found"));
      assertThat(written)
          .isEqualTo(
              "cases:\n  - name: c\n    query: SELECT 1\n    error: 'Object ''T'' not found'\n");
      String multiLine =
          write(
              text,
              ExpectationUpdate.error(
                  file.cases().get(0).regions(), "line one\n\tline \"two\" \\"));
      assertThat(multiLine).endsWith("    error: \"line one\\n\\tline \\\"two\\\" \\\\\"\n");
      assertThat(
              parse(multiLine)
                  .cases()
                  .get(0)
                  .expectations(ExecutionMode.STREAMING)
                  .error()
                  .orElseThrow()
                  .substring())
          .isEqualTo("line one\n\tline \"two\" \\");
    }

    @Test
    void changingTheKeyWhenTheOutputChangesItsKind() {
      String text = "cases:\n  - name: c\n    query: SELECT 1\n    error: boom\n    lint: []\n";
      SpecFile file = parse(text);
      String written =
          write(
              text,
              ExpectationUpdate.changelog(
                  file.cases().get(0).regions(), List.of(insert(1)), ZoneOffset.UTC));
      assertThat(written)
          .isEqualTo(
              "cases:\n  - name: c\n    query: SELECT 1\n    changelog: |\n      +I[1]\n    lint: []\n");
    }

    @Test
    void writingTimestampsWithLocalTimeZoneInTheSessionZone() {
      String text = "cases:\n  - name: c\n    query: SELECT 1\n    final: []\n";
      SpecFile file = parse(text);
      String written =
          write(
              text,
              ExpectationUpdate.finalRows(
                  file.cases().get(0).regions(),
                  List.of(
                      insert(
                          Instant.parse("2020-04-15T00:00:00Z"),
                          LocalDateTime.of(2020, 4, 15, 8, 5, 0, 123_000_000))),
                  ZoneId.of("Asia/Shanghai")));
      assertThat(written).contains("      +I[2020-04-15 08:00:00, 2020-04-15 08:05:00.123]\n");
    }
  }

  @Nested
  class AddsAMissingExpectation {

    @Test
    void atTheEndOfTheCaseWithItsIndentation() {
      SpecFile file = parse(TWO_CASES);
      String written =
          write(
              TWO_CASES,
              ExpectationUpdate.changelog(
                  file.cases().get(1).regions(), List.of(insert("a")), ZoneOffset.UTC));
      assertThat(written)
          .isEqualTo(
              TWO_CASES.replace("    lint: []\n", "    lint: []\n    changelog: |\n      +I[a]\n"));
    }

    @Test
    void inAModeSectionThatIsMissing() {
      String text = "cases:\n  - name: c\n    mode: both\n    query: SELECT 1\n    lint: []\n";
      SpecFile file = parse(text);
      String written =
          write(
              text,
              new ExpectationUpdate(
                  file.cases().get(0).regions(),
                  "batch.final",
                  new ExpectationUpdate.Value.Rows(
                      Map.of(Expectations.SINGLE, List.of(insert(1))), ZoneOffset.UTC)));
      assertThat(written).isEqualTo(text + "    batch:\n      final: |\n        +I[1]\n");
      assertThat(parse(written).cases().get(0).expectations(ExecutionMode.BATCH).finalRows())
          .isPresent();
    }

    @Test
    void inAModeSectionThatHasOtherKeys() {
      String text =
          "cases:\n  - name: c\n    mode: both\n    query: SELECT 1\n    lint: []\n"
              + "    streaming:\n      pattern: TOP_N\n    skip: later\n";
      SpecFile file = parse(text);
      String written =
          write(
              text,
              new ExpectationUpdate(
                  file.cases().get(0).regions(),
                  "streaming.changelog",
                  new ExpectationUpdate.Value.Rows(
                      Map.of(Expectations.SINGLE, List.of(insert(1))), ZoneOffset.UTC)));
      assertThat(written)
          .isEqualTo(
              text.replace(
                  "      pattern: TOP_N\n",
                  "      pattern: TOP_N\n      changelog: |\n        +I[1]\n"));
    }

    @Test
    void perSinkForAScriptWithSeveralSinks() throws IOException {
      String text = resource("script-sinks.spec.yaml");
      SpecFile file = parse(text);
      Map<String, List<SpecRow>> outputs = new LinkedHashMap<>();
      outputs.put("TopShops", List.of(insert("Shop, Inc.", new BigDecimal("10.50"), 1L)));
      outputs.put("Audit", List.of());
      String written =
          write(
              text,
              new ExpectationUpdate(
                  file.cases().get(0).regions(),
                  "changelog",
                  new ExpectationUpdate.Value.Rows(outputs, ZoneOffset.UTC)));
      assertThat(written)
          .contains(
              "    changelog:\n      TopShops: |\n        +I['Shop, Inc.', 10.50, 1]\n"
                  + "      Audit: []\n  - name: one sink as a plain block\n");
      var changelog =
          parse(written)
              .cases()
              .get(0)
              .expectations(ExecutionMode.STREAMING)
              .changelog()
              .orElseThrow();
      assertThat(changelog.get("Audit").rows()).isEmpty();
      assertThat(changelog.get("TopShops").rows()).hasSize(1);
    }
  }

  @Nested
  class Refuses {

    @Test
    void aCaseWrittenAsAFlowMapping() {
      String text = "cases:\n  - {name: c, query: SELECT 1, lint: []}\n";
      SpecFile file = parse(text);
      assertThatThrownBy(
              () ->
                  write(
                      text,
                      ExpectationUpdate.changelog(
                          file.cases().get(0).regions(), List.of(), ZoneOffset.UTC)))
          .isInstanceOfSatisfying(
              SpecException.class,
              e -> {
                assertThat(e.position()).isEqualTo(new Position("t.spec.yaml", 2, 6));
                assertThat(e.problem()).contains("flow mapping");
              });
    }

    @Test
    void twoUpdatesOfOneExpectation() {
      SpecFile file = parse(TWO_CASES);
      ExpectationUpdate update =
          ExpectationUpdate.changelog(file.cases().get(0).regions(), List.of(), ZoneOffset.UTC);
      assertThatThrownBy(() -> write(TWO_CASES, update, update))
          .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aKeyThatIsNoOutput() {
      SpecFile file = parse(TWO_CASES);
      assertThatThrownBy(
              () ->
                  new ExpectationUpdate(
                      file.cases().get(0).regions(), "lint", new ExpectationUpdate.Value.Text("x")))
          .isInstanceOf(IllegalArgumentException.class);
    }
  }

  @Nested
  class RoundTrips {

    @ParameterizedTest
    @ValueSource(
        strings = {
          "window-top-n.spec.yaml",
          "script-sinks.spec.yaml",
          "mode-both.spec.yaml",
          "datagen.spec.yaml",
          "updating-inputs.spec.yaml",
          "tables-block.spec.yaml",
          "folded-and-quoted.spec.yaml"
        })
    void leavingAnUntouchedFileByteForByte(String name) throws IOException {
      String text = resource(name);
      assertThat(ExpectationWriter.write(name, text, List.of())).isEqualTo(text);
    }

    @ParameterizedTest
    @ValueSource(
        strings = {
          "window-top-n.spec.yaml",
          "script-sinks.spec.yaml",
          "mode-both.spec.yaml",
          "updating-inputs.spec.yaml",
          "tables-block.spec.yaml",
          "folded-and-quoted.spec.yaml"
        })
    void rewritingEveryOutputToTheSameCases(String name) throws IOException {
      String text = resource(name);
      SpecFile before = parse(text);
      List<ExpectationUpdate> updates = sameOutputs(before);
      assertThat(updates).isNotEmpty();

      String written = ExpectationWriter.write(name, text, updates);
      SpecFile after = parse(written);

      assertThat(after.cases()).hasSameSizeAs(before.cases());
      for (int i = 0; i < before.cases().size(); i++) {
        assertThat(summary(after.cases().get(i))).isEqualTo(summary(before.cases().get(i)));
      }
      // Rows written once are written the same way again.
      assertThat(ExpectationWriter.write(name, written, sameOutputs(after))).isEqualTo(written);
    }

    /** An update of every output expectation to what it already says. */
    private List<ExpectationUpdate> sameOutputs(SpecFile file) {
      List<ExpectationUpdate> updates = new ArrayList<>();
      for (SpecCase c : file.cases()) {
        boolean caseLevelDone = false;
        for (ExecutionMode run : c.mode().runs()) {
          Expectations e = c.expectations(run);
          Optional<CaseRegions> section = c.regions().section(run.label());
          if (section.isPresent() && !section.get().expectations().isEmpty()) {
            for (String key : section.get().expectations().keySet()) {
              updates.add(update(c, run.label() + "." + key, key, e));
            }
          } else if (!caseLevelDone) {
            for (String key : c.regions().expectations().keySet()) {
              updates.add(update(c, key, key, e));
            }
            caseLevelDone = true;
          }
        }
      }
      return updates;
    }

    private ExpectationUpdate update(SpecCase c, String path, String key, Expectations e) {
      return switch (key) {
        case "changelog" -> rowsUpdate(c, path, e.changelog().orElseThrow());
        case "final" -> rowsUpdate(c, path, e.finalRows().orElseThrow());
        default ->
            new ExpectationUpdate(
                c.regions(),
                path,
                new ExpectationUpdate.Value.Text(e.error().orElseThrow().substring()));
      };
    }

    private ExpectationUpdate rowsUpdate(
        SpecCase c, String key, Map<String, ExpectedRows> outputs) {
      Map<String, List<SpecRow>> rows = new LinkedHashMap<>();
      outputs.forEach((sink, expected) -> rows.put(sink, asStrings(expected)));
      return new ExpectationUpdate(
          c.regions(), key, new ExpectationUpdate.Value.Rows(rows, ZoneOffset.UTC));
    }

    /** Expected rows as string rows: writing them gives the same cells back. */
    private List<SpecRow> asStrings(ExpectedRows expected) {
      List<SpecRow> rows = new ArrayList<>();
      for (ExpectedRows.Line line : expected.rows()) {
        List<Object> values = new ArrayList<>();
        line.cells().forEach(cell -> values.add(cell.isNull() ? null : cell.text()));
        rows.add(new SpecRow(line.kind(), values));
      }
      return rows;
    }

    /** A case without positions: what must survive a rewrite. */
    private List<Object> summary(SpecCase c) {
      List<Object> parts = new ArrayList<>();
      parts.add(c.name());
      parts.add(c.sql().text());
      c.tables().forEach((name, block) -> parts.add(name + "=" + block.text()));
      c.inputs().values().stream()
          .flatMap(i -> i.events().stream())
          .map(
              e -> e instanceof InputEvent.Row r ? r.row() : ((InputEvent.Watermark) e).timestamp())
          .forEach(parts::add);
      parts.add(c.mode());
      parts.add(c.flink().toString());
      parts.add(c.key());
      parts.add(c.skip());
      for (ExecutionMode run : c.mode().runs()) {
        Expectations e = c.expectations(run);
        parts.add(outputs(e.changelog()));
        parts.add(outputs(e.finalRows()));
        parts.add(e.error().map(Expectations.ErrorExpectation::substring));
        parts.add(e.lint().map(l -> l.stream().map(x -> x.ruleId() + x.line()).toList()));
        parts.add(e.pattern());
      }
      return parts;
    }

    private Optional<Map<String, List<String>>> outputs(Optional<Map<String, ExpectedRows>> rows) {
      return rows.map(
          m -> {
            Map<String, List<String>> out = new LinkedHashMap<>();
            m.forEach(
                (sink, r) ->
                    out.put(
                        sink,
                        r.rows().stream()
                            .map(
                                l ->
                                    l.kind()
                                        + l.cells().stream()
                                            .map(
                                                cell ->
                                                    cell.isNull()
                                                        ? "NULL"
                                                        : "'" + cell.text() + "'")
                                            .toList()
                                            .toString())
                            .toList()));
            return out;
          });
    }
  }
}
