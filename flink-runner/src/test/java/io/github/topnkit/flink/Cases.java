package io.github.topnkit.flink;

import io.github.topnkit.spec.CaseRegions;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.SqlBlock;
import io.github.topnkit.spec.TableInput;
import io.github.topnkit.spec.Values;
import io.github.topnkit.spec.VersionRange;
import io.github.topnkit.spec.run.OutputTable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;

/**
 * Builds spec cases in code, as the spec parser would from a file: every SQL block and row gets a
 * position in an imaginary {@code test.spec.yaml}, each block on lines of its own.
 */
final class Cases {

  static final String FILE = "test.spec.yaml";

  /** The column at which SQL text starts in the imaginary file (block scalars are indented). */
  static final int INDENT = 7;

  private final Map<String, SqlBlock> tables = new LinkedHashMap<>();
  private final Map<String, TableInput> inputs = new LinkedHashMap<>();
  private int nextLine = 10;
  private long seed;
  private int generate = 100;

  static Cases create() {
    return new Cases();
  }

  Cases table(String name, String ddl) {
    tables.put(name, block(ddl));
    return this;
  }

  /** Input lines: {@link #row} and {@link #watermark} results. */
  Cases input(String table, InputEvent... events) {
    Position position = new Position(FILE, nextLine, INDENT);
    List<InputEvent> placed = new ArrayList<>();
    for (InputEvent event : events) {
      Position at = new Position(FILE, nextLine++, INDENT);
      placed.add(
          event instanceof InputEvent.Row r
              ? new InputEvent.Row(r.row(), at)
              : new InputEvent.Watermark(((InputEvent.Watermark) event).timestamp(), at));
    }
    inputs.put(table, new TableInput(table, placed, position));
    nextLine++;
    return this;
  }

  Cases seed(long newSeed, int rows) {
    this.seed = newSeed;
    this.generate = rows;
    return this;
  }

  SpecCase query(String sql) {
    return build(sql, true);
  }

  SpecCase script(String sql) {
    return build(sql, false);
  }

  /** The file position of a 1-based line and column of the case's SQL block. */
  static Position sqlPosition(SpecCase specCase, int line, int column) {
    return specCase.sql().positionOf(line, column);
  }

  static InputEvent row(RowKind kind, Object... values) {
    return new InputEvent.Row(SpecRow.of(kind, values), new Position(FILE, 1, 1));
  }

  static InputEvent insert(Object... values) {
    return row(RowKind.INSERT, values);
  }

  static InputEvent watermark(String timestamp) {
    return new InputEvent.Watermark(ts(timestamp), new Position(FILE, 1, 1));
  }

  static LocalDateTime ts(String timestamp) {
    return LocalDateTime.parse(timestamp.replace(' ', 'T'));
  }

  static BigDecimal dec(String value) {
    return new BigDecimal(value);
  }

  /** The rows of an output in print notation, as a spec file writes them. */
  static List<String> lines(OutputTable output) {
    List<String> lines = new ArrayList<>();
    for (SpecRow row : output.rows()) {
      StringJoiner values = new StringJoiner(", ", row.kind().shortString() + "[", "]");
      row.values().forEach(v -> values.add(Values.format(v, ZoneOffset.UTC)));
      lines.add(values.toString());
    }
    return lines;
  }

  private SpecCase build(String sql, boolean query) {
    SqlBlock block = block(sql);
    return new SpecCase(
        FILE,
        "case at line " + block.start().line(),
        new Position(FILE, block.start().line() - 1, 5),
        block,
        query,
        tables,
        inputs,
        Mode.STREAMING,
        VersionRange.ANY,
        seed,
        generate,
        Optional.empty(),
        Expectations.NONE,
        Expectations.NONE,
        Optional.empty(),
        CaseRegions.NONE);
  }

  private SqlBlock block(String text) {
    List<Position> starts = new ArrayList<>();
    int lines = (int) text.chars().filter(c -> c == '\n').count() + 1;
    nextLine++;
    for (int i = 0; i < lines; i++) {
      starts.add(new Position(FILE, nextLine++, INDENT));
    }
    return new SqlBlock(text, starts);
  }
}
