package io.github.topnkit.spec.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkRelease;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.TableInput;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class SpecParserTest {

  private static final SpecParser PARSER = new SpecParser();

  static SpecFile parse(String resource) {
    ParseResult result = PARSER.parse("valid/" + resource, bytes("/valid/" + resource));
    assertThat(result.problems()).as("problems of " + resource).isEmpty();
    return result.orThrow();
  }

  static byte[] bytes(String resource) {
    try (InputStream in = SpecParserTest.class.getResourceAsStream(resource)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Position at(String file, int line, int column) {
    return new Position("valid/" + file, line, column);
  }

  private static List<SpecRow> rows(TableInput input) {
    return input.events().stream()
        .filter(InputEvent.Row.class::isInstance)
        .map(e -> ((InputEvent.Row) e).row())
        .toList();
  }

  private static String texts(ExpectedRows.Line line) {
    return line.cells().stream().map(ExpectedRows.Cell::text).collect(Collectors.joining("|"));
  }

  @Nested
  class ReadsTheDocumentedSketch {

    private final SpecFile file = parse("window-top-n.spec.yaml");
    private final SpecCase c = file.cases().get(0);

    @Test
    void withTheFileSettingsAppliedToTheCase() {
      assertThat(file.about()).contains("Window Top-N after a window aggregation");
      assertThat(c.name()).isEqualTo("top 3 suppliers per 10-minute window");
      assertThat(c.position()).isEqualTo(at("window-top-n.spec.yaml", 16, 5));
      assertThat(c.mode()).isEqualTo(Mode.STREAMING);
      assertThat(c.flink().contains(FlinkRelease.of("2.0.0"))).isTrue();
      assertThat(c.flink().contains(FlinkRelease.of("1.20.1"))).isFalse();
      assertThat(c.seed()).isZero();
      assertThat(c.generate()).isEqualTo(100);
      assertThat(c.query()).isTrue();
      assertThat(c.skip()).isEmpty();
    }

    @Test
    void keepsTheSqlVerbatimWithTheFilePositionOfEachLine() {
      assertThat(c.sql().text()).startsWith("SELECT * FROM (\n  SELECT *, ROW_NUMBER() OVER (");
      assertThat(c.sql().lineCount()).isEqualTo(7);
      assertThat(c.sql().positionOf(1, 1)).isEqualTo(at("window-top-n.spec.yaml", 18, 7));
      // "TUMBLE" on the 5th line of the query.
      assertThat(c.sql().positionOf(5, 20)).isEqualTo(at("window-top-n.spec.yaml", 22, 26));
      assertThat(c.tables()).containsOnlyKeys("Bid");
      assertThat(c.tables().get("Bid").positionOf(3, 3))
          .isEqualTo(at("window-top-n.spec.yaml", 8, 7));
    }

    @Test
    void typesTheInputByThePhysicalColumns() {
      TableInput bid = c.inputs().get("Bid");
      assertThat(bid.position()).isEqualTo(at("window-top-n.spec.yaml", 11, 8));
      assertThat(rows(bid))
          .containsExactly(
              SpecRow.of(
                  RowKind.INSERT,
                  LocalDateTime.of(2020, 4, 15, 8, 5),
                  new BigDecimal("4.00"),
                  "C",
                  "supplier1"),
              SpecRow.of(
                  RowKind.INSERT,
                  LocalDateTime.of(2020, 4, 15, 8, 7),
                  new BigDecimal("2.00"),
                  "A",
                  "supplier1"));
      assertThat(bid.events().get(2))
          .isEqualTo(
              new InputEvent.Watermark(
                  LocalDateTime.of(2020, 4, 15, 8, 10), at("window-top-n.spec.yaml", 14, 5)));
    }

    @Test
    void keepsExpectedRowsAsWrittenWithPositions() {
      Expectations e = c.expectations(ExecutionMode.STREAMING);
      assertThat(e.pattern()).contains(List.of(PatternKind.WINDOW_TOP_N));
      assertThat(e.lint()).contains(List.of());
      ExpectedRows rows = e.changelog().orElseThrow().get(Expectations.SINGLE);
      assertThat(rows.rows()).hasSize(1);
      ExpectedRows.Line line = rows.rows().get(0);
      assertThat(line.kind()).isEqualTo(RowKind.INSERT);
      assertThat(texts(line))
          .isEqualTo("2020-04-15 08:00:00|2020-04-15 08:10:00|supplier1|6.00|2|1");
      assertThat(line.position()).isEqualTo(at("window-top-n.spec.yaml", 28, 7));
      assertThat(line.cells().get(3).position()).isEqualTo(at("window-top-n.spec.yaml", 28, 63));
    }
  }

  @Nested
  class ReadsScripts {

    private final SpecFile file = parse("script-sinks.spec.yaml");

    @Test
    void withAChangelogPerSink() {
      SpecCase c = file.cases().get(0);
      assertThat(c.query()).isFalse();
      assertThat(c.key()).contains(List.of("shop"));
      var changelog = c.expectations(ExecutionMode.STREAMING).changelog().orElseThrow();
      assertThat(changelog).containsOnlyKeys("TopShops", "Audit");
      assertThat(changelog.get("TopShops").rows())
          .extracting(SpecParserTest::texts)
          .containsExactly("Shop, Inc.|10.50|1", "it's|3.00|1", "null|-1.25|1");
      ExpectedRows.Cell quoted = changelog.get("Audit").rows().get(1).cells().get(1);
      assertThat(quoted.text()).isEqualTo("it's");
      assertThat(quoted.quoted()).isTrue();
      assertThat(changelog.get("TopShops").rows().get(2).cells().get(0).isNull()).isTrue();
      assertThat(c.expectations(ExecutionMode.STREAMING).lint().orElseThrow())
          .singleElement()
          .satisfies(
              l -> {
                assertThat(l.ruleId()).isEqualTo("NonDeterministicTies");
                assertThat(l.line()).contains(5);
              });
    }

    @Test
    void splittingABlockOfTablesIntoOneStatementEach() {
      SpecCase c = file.cases().get(0);
      assertThat(c.tables()).containsOnlyKeys("Orders", "TopShops", "Audit");
      assertThat(c.tables().get("TopShops").text())
          .isEqualTo(
              "CREATE TABLE TopShops (shop STRING, amount DECIMAL(10, 2), rn BIGINT)\n"
                  + "WITH ('connector' = 'print')");
      assertThat(c.tables().get("TopShops").start()).isEqualTo(at("script-sinks.spec.yaml", 9, 3));
    }

    @Test
    void readingTimestampsWithLocalTimeZoneInTheZoneTheScriptSets() {
      List<SpecRow> orders = rows(file.cases().get(0).inputs().get("Orders"));
      assertThat(orders.get(0).values())
          .containsExactly(
              1L, "Shop, Inc.", new BigDecimal("10.50"), Instant.parse("2020-04-15T00:00:00Z"));
      assertThat(orders.get(1).values().get(3))
          .isEqualTo(Instant.parse("2020-04-15T00:00:01.500Z"));
      assertThat(orders.get(2).values().get(1)).isNull();
      // A watermark stays as written; the runner reads it in the rowtime's zone.
      assertThat(file.cases().get(0).inputs().get("Orders").events().get(3))
          .isInstanceOfSatisfying(
              InputEvent.Watermark.class,
              w -> assertThat(w.timestamp()).isEqualTo(LocalDateTime.of(2020, 4, 15, 8, 0, 10)));
      // The second case sets no zone: UTC.
      assertThat(rows(file.cases().get(1).inputs().get("Orders")).get(0).values().get(3))
          .isEqualTo(Instant.parse("2020-04-15T08:00:00Z"));
    }

    @Test
    void withAPlainBlockForTheOnlySink() {
      SpecCase c = file.cases().get(1);
      assertThat(c.expectations(ExecutionMode.STREAMING).finalRows().orElseThrow())
          .containsOnlyKeys(Expectations.SINGLE);
    }
  }

  @Nested
  class ReadsModes {

    private final SpecFile file = parse("mode-both.spec.yaml");

    @Test
    void replacingTheCaseExpectationsWithAModesOverrides() {
      SpecCase c = file.cases().get(0);
      assertThat(c.mode()).isEqualTo(Mode.BOTH);
      Expectations streaming = c.expectations(ExecutionMode.STREAMING);
      assertThat(streaming.changelog()).isPresent();
      assertThat(streaming.finalRows())
          .as("the output expectation is replaced as a whole")
          .isEmpty();
      assertThat(streaming.lint().orElseThrow())
          .extracting(Expectations.LintExpectation::ruleId)
          .containsExactly("NonDeterministicTies");
      assertThat(streaming.pattern()).contains(List.of(PatternKind.DEDUPLICATE));
      Expectations batch = c.expectations(ExecutionMode.BATCH);
      assertThat(batch.finalRows()).isPresent();
      assertThat(batch.changelog()).isEmpty();
      assertThat(batch.lint()).contains(List.of());
      assertThat(batch.pattern()).contains(List.of(PatternKind.TOP_N));
    }

    @Test
    void withCaseSettingsOverTheFiles() {
      SpecCase first = file.cases().get(0);
      assertThat(first.flink().contains(FlinkRelease.of("1.20"))).isTrue();
      assertThat(first.flink().contains(FlinkRelease.of("2.3.0"))).isFalse();
      SpecCase second = file.cases().get(1);
      assertThat(second.mode()).isEqualTo(Mode.STREAMING);
      assertThat(second.flink().contains(FlinkRelease.of("2.3.0"))).isTrue();
      assertThat(second.flink().contains(FlinkRelease.of("2.2.0"))).isFalse();
      assertThat(second.seed()).isEqualTo(7);
      assertThat(second.generate()).isEqualTo(10);
      assertThat(second.skip()).contains("waiting for the runner");
      assertThat(
              second
                  .expectations(ExecutionMode.STREAMING)
                  .changelog()
                  .orElseThrow()
                  .get(Expectations.SINGLE)
                  .rows())
          .isEmpty();
    }
  }

  @Nested
  class ReadsTables {

    @Test
    void ofDatagenWithoutInput() {
      SpecFile file = parse("datagen.spec.yaml");
      SpecCase c = file.cases().get(0);
      assertThat(c.inputs()).isEmpty();
      assertThat(c.tables()).containsOnlyKeys("Gen", "Sink");
      assertThat(c.seed()).isEqualTo(42);
      assertThat(c.generate()).isEqualTo(500);
      assertThat(file.cases().get(1).generate()).isEqualTo(5);
      assertThat(file.cases().get(1).expectations(ExecutionMode.STREAMING).pattern())
          .contains(List.of());
    }

    @Test
    void withUpdatingSources() {
      SpecFile file = parse("updating-inputs.spec.yaml");
      SpecCase c = file.cases().get(0);
      assertThat(rows(c.inputs().get("Prices")))
          .extracting(SpecRow::kind)
          .containsExactly(RowKind.INSERT, RowKind.UPDATE_AFTER, RowKind.DELETE);
      assertThat(rows(c.inputs().get("Cdc")))
          .containsExactly(
              SpecRow.of(
                  RowKind.INSERT,
                  1L,
                  "x",
                  true,
                  LocalDate.of(2020, 4, 15),
                  LocalTime.of(8, 5),
                  1.5),
              SpecRow.of(
                  RowKind.UPDATE_BEFORE,
                  1L,
                  "x",
                  true,
                  LocalDate.of(2020, 4, 15),
                  LocalTime.of(8, 5),
                  1.5),
              SpecRow.of(
                  RowKind.UPDATE_AFTER,
                  1L,
                  "y",
                  false,
                  LocalDate.of(2020, 4, 16),
                  LocalTime.of(8, 5, 0, 250_000_000),
                  Double.NaN),
              SpecRow.of(
                  RowKind.DELETE,
                  1L,
                  "y",
                  false,
                  LocalDate.of(2020, 4, 16),
                  LocalTime.of(8, 5, 0, 250_000_000),
                  Double.NEGATIVE_INFINITY));
      SpecCase own = file.cases().get(1);
      assertThat(rows(own.inputs().get("Prices")))
          .containsExactly(SpecRow.of(RowKind.INSERT, "b", 1));
      assertThat(own.expectations(ExecutionMode.STREAMING).error().orElseThrow().substring())
          .isEqualTo("Object 'Nope' not found");
    }

    @Test
    void replacingTheFilesTablesInPlaceForACase() {
      SpecFile file = parse("tables-block.spec.yaml");
      SpecCase first = file.cases().get(0);
      assertThat(first.tables()).containsOnlyKeys("A", "V", "B");
      assertThat(first.tables().get("V").text()).isEqualTo("CREATE VIEW V AS SELECT x FROM A");
      assertThat(first.tables().get("V").start()).isEqualTo(at("tables-block.spec.yaml", 3, 3));
      SpecCase second = file.cases().get(1);
      assertThat(List.copyOf(second.tables().keySet())).containsExactly("A", "V", "B", "C");
      assertThat(second.tables().get("A").text()).contains("w BOOLEAN");
      assertThat(rows(second.inputs().get("A")))
          .containsExactly(SpecRow.of(RowKind.INSERT, 1, "one", true));
    }
  }

  @Nested
  class MapsPositions {

    @Test
    void throughFoldedAndQuotedScalars() {
      SpecFile file = parse("folded-and-quoted.spec.yaml");
      SpecCase folded = file.cases().get(0);
      assertThat(folded.sql().text()).isEqualTo("SELECT a, b FROM T WHERE a > 1\n");
      // "FROM" is folded into line 1 of the SQL but written on line 9 of the file.
      assertThat(folded.sql().positionOf(1, 13)).isEqualTo(at("folded-and-quoted.spec.yaml", 9, 7));
      assertThat(folded.sql().positionOf(1, 26))
          .isEqualTo(at("folded-and-quoted.spec.yaml", 10, 13));
      SpecCase quoted = file.cases().get(1);
      assertThat(quoted.sql().positionOf(1, 15))
          .isEqualTo(at("folded-and-quoted.spec.yaml", 13, 27));
      SpecCase plain = file.cases().get(2);
      assertThat(plain.sql().text()).isEqualTo("SELECT a FROM T");
      assertThat(plain.sql().positionOf(1, 10)).isEqualTo(at("folded-and-quoted.spec.yaml", 17, 7));
      ExpectedRows.Line row =
          plain
              .expectations(ExecutionMode.STREAMING)
              .finalRows()
              .orElseThrow()
              .get(Expectations.SINGLE)
              .rows()
              .get(0);
      assertThat(row.cells().get(0).position())
          .isEqualTo(at("folded-and-quoted.spec.yaml", 18, 16));
    }

    @Test
    void inFilesWithWindowsLineBreaksAndAByteOrderMark() {
      String text =
          "\uFEFFcases:\r\n  - name: c\r\n    query: |\r\n      SELECT 1\r\n      FROM T\r\n"
              + "    lint: [RankFilterMissing@2]\r\n";
      ParseResult result =
          PARSER.parse("crlf.spec.yaml", ("" + text).getBytes(StandardCharsets.UTF_8));
      SpecCase c = result.orThrow().cases().get(0);
      assertThat(c.sql().text()).isEqualTo("SELECT 1\nFROM T\n");
      assertThat(c.sql().positionOf(2, 6)).isEqualTo(new Position("crlf.spec.yaml", 5, 12));
      assertThat(c.position()).isEqualTo(new Position("crlf.spec.yaml", 2, 5));
      assertThat(result.orThrow().text()).isEqualTo(text);
    }

    @Test
    void countingColumnsInCodePointsAsEditorsDo() {
      String text =
          "about: \uD83D\uDE00 smile\ncases:\n  - name: \u00e9t\u00e9 \uD83D\uDE00\n"
              + "    query: SELECT 1\n    final: |\n      +I[\uD83D\uDE00\uD83D\uDE00, ]\n";
      ParseResult result = PARSER.parse("emoji.spec.yaml", text);
      assertThat(result.problems())
          .singleElement()
          .extracting(SpecException::position)
          .isEqualTo(new Position("emoji.spec.yaml", 6, 14));
    }
  }

  @Nested
  class RefusesWholeFiles {

    @Test
    void thatAreEmpty() {
      ParseResult result = PARSER.parse("empty.spec.yaml", new byte[0]);
      assertThat(result.ok()).isFalse();
      assertThatThrownBy(result::orThrow).isSameAs(result.problems().get(0));
      assertThat(result.problems())
          .singleElement()
          .satisfies(
              p -> {
                assertThat(p.position()).isEqualTo(new Position("empty.spec.yaml", 1, 1));
                assertThat(p.problem()).contains("the file is empty");
              });
    }

    @Test
    void overTenMegabytes() {
      byte[] big = new byte[(int) SpecParser.DEFAULT_MAX_BYTES + 1];
      java.util.Arrays.fill(big, (byte) '#');
      ParseResult result = PARSER.parse("big.spec.yaml", big);
      assertThat(result.problems())
          .singleElement()
          .satisfies(
              p -> {
                assertThat(p.position()).isEqualTo(new Position("big.spec.yaml", 1, 1));
                assertThat(p.problem()).contains("10,485,761 bytes, over the limit of 10,485,760");
              });
      assertThat(PARSER.parse("big.spec.yaml", new String(big, StandardCharsets.US_ASCII)).ok())
          .isFalse();
    }

    @Test
    void withManyBadRowsListingTheFirstTwoHundred() {
      StringBuilder text =
          new StringBuilder("cases:\n  - name: c\n    query: SELECT 1\n    final: |\n");
      for (int i = 0; i < 1000; i++) {
        text.append("      +I[").append(i).append('\n');
      }
      ParseResult result = PARSER.parse("bad.spec.yaml", text.toString());
      assertThat(result.problems()).hasSize(Problems.LIMIT + 1);
      assertThat(result.problems().get(Problems.LIMIT).problem()).contains("too many problems");
    }
  }

  @Test
  void readsANineMegabyteInputQuickly() {
    StringBuilder text =
        new StringBuilder(
            "tables:\n  T: CREATE TABLE T (k STRING, v BIGINT, ts TIMESTAMP(3), WATERMARK FOR ts"
                + " AS ts) WITH ('connector' = 'kafka')\ninput:\n  T: |\n");
    int rows = 0;
    while (text.length() < 9_000_000) {
      text.append("    +I[key")
          .append(rows % 97)
          .append(", ")
          .append(rows)
          .append(", 2020-04-15 08:00:00.123]\n");
      rows++;
    }
    text.append("cases:\n  - name: c\n    query: SELECT * FROM T\n    lint: []\n");
    long start = System.nanoTime();
    SpecFile file = PARSER.parse("big.spec.yaml", text.toString()).orThrow();
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertThat(file.cases().get(0).inputs().get("T").events()).hasSize(rows);
    assertThat(millis).as("parse time in ms").isLessThan(20_000);
  }
}
