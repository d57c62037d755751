package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.Values;
import io.github.topnkit.linter.plan.convert.DdlReader;
import io.github.topnkit.reference.expr.Evaluator;
import io.github.topnkit.reference.expr.ExprCompiler;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecRow;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/**
 * What one leaf of a plan replays, as the kit's Flink source does ({@code SpecSourceReader}): the
 * table's rows in order with their computed columns, after each row the watermark its {@code
 * WATERMARK FOR} expression gives (only when it advances), each {@code watermark} line, then {@code
 * Long.MAX_VALUE} and the end of input.
 */
public final class SourceInput {

  private final Iterable<InputEvent> events;
  private final int width;
  private final int[] physical;
  private final Evaluator[] computed;
  private final int[] computedAt;
  private final int[] proctime;
  private final WatermarkAssigner watermarks;
  private final ZoneId watermarkZone;
  private final List<Object[]> literalRows;
  private long proctimeSequence;

  private SourceInput(
      Iterable<InputEvent> events,
      int width,
      int[] physical,
      Evaluator[] computed,
      int[] computedAt,
      int[] proctime,
      WatermarkAssigner watermarks,
      ZoneId watermarkZone,
      List<Object[]> literalRows) {
    this.events = events;
    this.width = width;
    this.physical = physical;
    this.computed = computed;
    this.computedAt = computedAt;
    this.proctime = proctime;
    this.watermarks = watermarks;
    this.watermarkZone = watermarkZone;
    this.literalRows = literalRows;
  }

  /**
   * The input of a table scan. Proctime columns get increasing placeholder instants: only their
   * order may reach a result (see {@link ProctimeCheck}).
   *
   * @param events the rows and watermark lines, replayed once per run; a list is copied, any other
   *     iterable (rows generated on the fly, for inputs too large to hold) is read as it is
   * @param sessionZone the session time zone, in which {@code watermark} lines of a TIMESTAMP_LTZ
   *     rowtime are read
   * @throws UnsupportedFeatureException for metadata columns or expressions the engine cannot run
   */
  public static SourceInput of(TableScan scan, Iterable<InputEvent> events, ZoneId sessionZone) {
    TableDef table =
        scan.table()
            .orElseThrow(
                () ->
                    new UnsupportedFeatureException(
                        "table " + String.join(".", scan.name()) + " is not declared",
                        scan.span()));
    List<Column> columns = table.columns();
    RowType scope = scan.rowType();
    List<Integer> physical = new ArrayList<>();
    List<Evaluator> computed = new ArrayList<>();
    List<Integer> computedAt = new ArrayList<>();
    List<Integer> proctime = new ArrayList<>();
    for (int i = 0; i < columns.size(); i++) {
      Column c = columns.get(i);
      switch (c.kind()) {
        case PHYSICAL -> physical.add(i);
        case METADATA ->
            throw new UnsupportedFeatureException(
                "column " + c.name() + " of table " + table.name() + " is connector metadata",
                scan.span());
        case COMPUTED -> {
          if (c.type().timeKind() == TimeKind.PROCTIME) {
            proctime.add(i);
          } else {
            computed.add(ExprCompiler.compile(ddl(c.expression().orElseThrow(), scope, scan)));
            computedAt.add(i);
          }
        }
      }
    }
    WatermarkAssigner assigner = null;
    ZoneId zone = ZoneOffset.UTC;
    if (table.watermark().isPresent()) {
      var wm = table.watermark().get();
      // Confluent's implicit $rowtime watermark has no expression, so it is not understood either.
      assigner = WatermarkAssigner.of(ddl(wm.expression().orElse(null), scope, scan));
      boolean ltz =
          table
              .column(wm.column())
              .map(c -> c.type().root() == TypeRoot.TIMESTAMP_LTZ)
              .orElse(false);
      zone = ltz ? sessionZone : ZoneOffset.UTC;
    }
    return new SourceInput(
        events instanceof List<InputEvent> list ? List.copyOf(list) : events,
        columns.size(),
        physical.stream().mapToInt(Integer::intValue).toArray(),
        computed.toArray(new Evaluator[0]),
        computedAt.stream().mapToInt(Integer::intValue).toArray(),
        proctime.stream().mapToInt(Integer::intValue).toArray(),
        assigner,
        zone,
        null);
  }

  /** The rows of a VALUES clause, as Flink's values source emits them. */
  public static SourceInput of(Values values) {
    List<Object[]> rows = new ArrayList<>();
    Object[] none = new Object[0];
    for (List<Expr> row : values.rows()) {
      Object[] v = new Object[row.size()];
      for (int i = 0; i < v.length; i++) {
        v[i] = ExprCompiler.compile(row.get(i)).eval(none);
      }
      rows.add(v);
    }
    return new SourceInput(
        List.of(), 0, new int[0], new Evaluator[0], new int[0], new int[0], null, null, rows);
  }

  private static Expr ddl(org.apache.calcite.sql.SqlNode node, RowType scope, TableScan scan) {
    Expr e = DdlReader.expression(node, scope);
    if (hasUnresolved(e)) {
      throw new UnsupportedFeatureException(
          "the DDL expression "
              + node
              + " of table "
              + scan.table().orElseThrow().name()
              + " is not understood",
          scan.span());
    }
    return e;
  }

  private static boolean hasUnresolved(Expr e) {
    if (Exprs.isUnresolved(e)) {
      return true;
    }
    return e instanceof Expr.Call c && c.operands().stream().anyMatch(SourceInput::hasUnresolved);
  }

  /** The rows of this input with every column computed, ignoring watermarks (batch mode). */
  public List<Object[]> rows() {
    if (literalRows != null) {
      return literalRows;
    }
    List<Object[]> rows = new ArrayList<>();
    for (InputEvent event : events) {
      if (event instanceof InputEvent.Row r) {
        if (r.row().kind() != RowKind.INSERT) {
          throw new UnsupportedFeatureException(
              "a " + r.row().kind().shortString() + " input row in batch mode", null);
        }
        rows.add(row(r.row()));
      }
    }
    return rows;
  }

  public void replay(Node out) {
    long current = Long.MIN_VALUE;
    if (literalRows != null) {
      for (Object[] v : literalRows) {
        out.element(new Row(RowKind.INSERT, v));
      }
    } else {
      for (InputEvent event : events) {
        long watermark;
        if (event instanceof InputEvent.Row r) {
          Object[] values = row(r.row());
          out.element(new Row(r.row().kind(), values));
          if (watermarks == null) {
            continue;
          }
          watermark = watermarks.watermark(values);
        } else {
          // Also without WATERMARK FOR: the kit's reader emits the line on its main output,
          // which forwards it (Flink's StreamingReaderOutput).
          InputEvent.Watermark line = (InputEvent.Watermark) event;
          watermark = line.timestamp().atZone(watermarkZone).toInstant().toEpochMilli();
        }
        if (watermark > current) {
          current = watermark;
          out.watermark(watermark);
        }
      }
    }
    if (current < Long.MAX_VALUE) {
      out.watermark(Long.MAX_VALUE);
    }
    out.end();
  }

  private Object[] row(SpecRow spec) {
    Object[] values = new Object[width];
    List<Object> given = spec.values();
    for (int i = 0; i < physical.length; i++) {
      values[physical[i]] = given.get(i);
    }
    for (int i = 0; i < computed.length; i++) {
      values[computedAt[i]] = computed[i].eval(values);
    }
    for (int at : proctime) {
      values[at] = Instant.ofEpochMilli(++proctimeSequence);
    }
    return values;
  }
}
