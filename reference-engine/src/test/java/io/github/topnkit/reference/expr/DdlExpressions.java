package io.github.topnkit.reference.expr;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.Connector;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.Watermark;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.convert.Planner;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.parser.SqlParserPos;

/**
 * The computed columns and the WATERMARK expression of a table's DDL, compiled over the table's
 * full row (every column at its declared position, as a scan of the table produces it).
 *
 * <p>The linter keeps these expressions as parse trees; they are converted here by planning {@code
 * SELECT <expressions> FROM <the table's columns>} with the linter's own planner, so they get the
 * same resolution and types as expressions in queries.
 *
 * <p>Only the tests use it; the engine's sources compile these expressions themselves ({@code
 * exec.SourceInput}).
 */
public final class DdlExpressions {

  private static final String SCOPE_TABLE = "__ddl_columns";

  private final int[] computedColumns;
  private final Evaluator[] computed;
  private final Evaluator watermark;
  private final int[] proctimeColumns;

  private DdlExpressions(
      int[] computedColumns, Evaluator[] computed, Evaluator watermark, int[] proctimeColumns) {
    this.computedColumns = computedColumns;
    this.computed = computed;
    this.watermark = watermark;
    this.proctimeColumns = proctimeColumns;
  }

  /**
   * The compiled DDL expressions of {@code table} in a session at {@code zone}.
   *
   * @throws UnsupportedFeatureException when an expression uses something the engine lacks
   */
  public static DdlExpressions of(TableDef table, ZoneId zone) {
    requireNonNull(table, "table is null");
    requireNonNull(zone, "zone is null");
    List<Column> columns = table.columns();
    List<Integer> positions = new ArrayList<>();
    List<SqlNode> nodes = new ArrayList<>();
    List<Integer> proctime = new ArrayList<>();
    for (int i = 0; i < columns.size(); i++) {
      Column column = columns.get(i);
      if (column.type().timeKind() == TimeKind.PROCTIME) {
        proctime.add(i);
      } else if (column.kind() == Column.Kind.COMPUTED && column.expression().isPresent()) {
        positions.add(i);
        nodes.add(column.expression().get());
      }
    }
    Optional<Watermark> declared = table.watermark();
    SqlNode watermarkNode = declared.flatMap(Watermark::expression).orElse(null);
    if (watermarkNode != null) {
      nodes.add(watermarkNode);
    }
    List<Expr> exprs = nodes.isEmpty() ? List.of() : convert(columns, nodes);
    Compiler compiler = new Compiler(zone);
    Evaluator[] computed = new Evaluator[positions.size()];
    int[] computedColumns = new int[positions.size()];
    for (int i = 0; i < computed.length; i++) {
      computedColumns[i] = positions.get(i);
      Column column = columns.get(positions.get(i));
      Expr e = exprs.get(i);
      computed[i] = Values.coerced(compiler.compile(e), e.type(), column.type());
    }
    Evaluator wm = watermarkNode == null ? null : compiler.compile(exprs.get(exprs.size() - 1));
    int[] proctimeColumns = proctime.stream().mapToInt(Integer::intValue).toArray();
    return new DdlExpressions(computedColumns, computed, wm, proctimeColumns);
  }

  /** The DDL expressions of {@code table} in a session at UTC. */
  public static DdlExpressions of(TableDef table) {
    return of(table, ZoneOffset.UTC);
  }

  /** Whether the column at {@code index} is computed from the others. */
  public boolean isComputed(int index) {
    for (int c : computedColumns) {
      if (c == index) {
        return true;
      }
    }
    return false;
  }

  /**
   * Fills the computed columns of a row whose physical and metadata columns are set; computed
   * columns may only read those, as Flink requires.
   */
  public void computeColumns(Object[] row) {
    for (int i = 0; i < computed.length; i++) {
      row[computedColumns[i]] = computed[i].eval(row);
    }
  }

  /**
   * Whether the column at {@code index} is a processing-time attribute ({@code AS PROCTIME()}): it
   * is not computed here, its value is the wall clock the engine chooses to model.
   */
  public boolean isProctime(int index) {
    for (int c : proctimeColumns) {
      if (c == index) {
        return true;
      }
    }
    return false;
  }

  /** Whether the table declares a WATERMARK whose expression is known. */
  public boolean hasWatermark() {
    return watermark != null;
  }

  /**
   * The watermark a (fully computed) row proposes, in epoch milliseconds with TIMESTAMP read as
   * UTC; {@link Long#MIN_VALUE} when the expression is NULL or there is no watermark.
   */
  public long watermarkMillis(Object[] row) {
    if (watermark == null) {
      return Long.MIN_VALUE;
    }
    Object v = watermark.eval(row);
    if (v instanceof LocalDateTime t) {
      return t.toInstant(ZoneOffset.UTC).toEpochMilli();
    }
    if (v instanceof Instant t) {
      return t.toEpochMilli();
    }
    return Long.MIN_VALUE;
  }

  /** The expressions' Exprs, planned as projections over a table of the given columns. */
  private static List<Expr> convert(List<Column> columns, List<SqlNode> nodes) {
    Catalog catalog = new Catalog();
    List<Column> physical = new ArrayList<>();
    for (Column c : columns) {
      physical.add(
          new Column(c.name(), c.type(), Column.Kind.PHYSICAL, Optional.empty(), false, c.span()));
    }
    TableDef scope =
        new TableDef(
            List.of(SCOPE_TABLE),
            physical,
            List.of(),
            Optional.empty(),
            Map.of(),
            Connector.NONE,
            Optional.empty(),
            List.of(),
            columns.isEmpty()
                ? io.github.topnkit.linter.parse.Span.FILE_START
                : columns.get(0).span(),
            "");
    catalog.register(scope);
    SqlParserPos pos = SqlParserPos.ZERO;
    SqlSelect select =
        new SqlSelect(
            pos,
            SqlNodeList.EMPTY,
            new SqlNodeList(nodes, pos),
            new SqlIdentifier(SCOPE_TABLE, pos),
            null,
            null,
            null,
            SqlNodeList.EMPTY,
            null,
            null,
            null,
            null,
            SqlNodeList.EMPTY);
    RelNode root = new Planner(catalog).plan(select, false).root();
    if (root instanceof Calc calc && calc.input() instanceof TableScan) {
      return calc.projects();
    }
    throw new UnsupportedFeatureException(
        "this computed column or watermark expression is not supported by the reference engine",
        columns.isEmpty() ? null : columns.get(0).span());
  }
}
