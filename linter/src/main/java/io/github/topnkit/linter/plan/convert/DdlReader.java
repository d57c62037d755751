package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.Connector;
import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.catalog.Watermark;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.target.Dialect;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.SqlTableColumn;
import org.apache.flink.sql.parser.ddl.SqlWatermark;
import org.apache.flink.sql.parser.ddl.constraint.SqlTableConstraint;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTableLike;
import org.apache.flink.sql.parser.ddl.view.SqlCreateView;

/**
 * Reads CREATE TABLE and CREATE VIEW statements into {@link TableDef}s: column types, computed
 * columns, time attributes, primary key, options and connector.
 */
public final class DdlReader {

  /** Confluent Cloud's system column holding each record's event time. */
  public static final String CONFLUENT_ROWTIME = "$rowtime";

  private final Dialect dialect;

  public DdlReader(Dialect dialect) {
    this.dialect = dialect;
  }

  /** The dialect the DDL is read in. */
  public Dialect dialect() {
    return dialect;
  }

  /** The table a CREATE TABLE declares; LIKE copies the source table's definition first. */
  public TableDef table(SqlCreateTable create, Catalog catalog, String file) {
    List<Column> columns = new ArrayList<>();
    Map<String, String> options = new LinkedHashMap<>();
    List<String> primaryKey = new ArrayList<>();
    Optional<Watermark> watermark = Optional.empty();
    if (create instanceof SqlCreateTableLike like) {
      Optional<TableDef> source = catalog.lookup(like.getTableLike().getSourceTable().names);
      if (source.isPresent()) {
        columns.addAll(source.get().columns());
        options.putAll(source.get().options());
        primaryKey.addAll(source.get().primaryKey());
        watermark = source.get().watermark();
      }
    }
    for (SqlNode node : create.getColumnList()) {
      if (node instanceof SqlTableColumn column) {
        columns.add(column(column, columns));
      }
    }
    for (SqlTableConstraint constraint : create.getFullConstraints()) {
      if (constraint.isPrimaryKey()) {
        primaryKey.clear();
        primaryKey.addAll(List.of(constraint.getColumnNames()));
      }
    }
    options.putAll(create.getProperties());
    Optional<SqlWatermark> declared = create.getWatermark();
    if (declared.isPresent()) {
      SqlWatermark w = declared.get();
      SqlIdentifier col = w.getEventTimeColumnName();
      watermark =
          Optional.of(
              new Watermark(
                  col.names.get(col.names.size() - 1),
                  Optional.of(w.getWatermarkStrategy()),
                  Span.of(w)));
    }
    if (dialect == Dialect.CONFLUENT
        && columns.stream().noneMatch(c -> c.name().equals(CONFLUENT_ROWTIME))) {
      columns.add(confluentRowtime(Span.of(create)));
      if (watermark.isEmpty()) {
        watermark =
            Optional.of(new Watermark(CONFLUENT_ROWTIME, Optional.empty(), Span.of(create)));
      }
    }
    if (!primaryKey.isEmpty()) {
      // Flink makes primary key columns NOT NULL, whatever the column declares.
      columns.replaceAll(
          c -> primaryKey.contains(c.name()) ? c.withType(c.type().withNullable(false)) : c);
    }
    if (watermark.isPresent()) {
      String rowtime = watermark.get().column();
      columns.replaceAll(
          c ->
              c.name().equals(rowtime)
                  ? c.withType(c.type().withTimeKind(TimeKind.ROWTIME).withNullable(false))
                  : c);
    }
    if (dialect == Dialect.CONFLUENT
        && !options.containsKey("connector")
        && !options.containsKey("changelog.mode")) {
      // Confluent Cloud's default: a table with a primary key is an upsert table.
      options.put("changelog.mode", primaryKey.isEmpty() ? "append" : "upsert");
    }
    Connector connector = Connector.from(options, !primaryKey.isEmpty());
    return new TableDef(
        List.of(create.getFullName()),
        columns,
        primaryKey,
        watermark,
        options,
        connector,
        Optional.empty(),
        List.of(),
        Span.of(create),
        file);
  }

  /** The view a CREATE VIEW declares; its query is planned where the view is used. */
  public TableDef view(SqlCreateView create, String file) {
    List<String> names = new ArrayList<>();
    if (create.getFieldList() != null) {
      for (SqlNode n : create.getFieldList()) {
        names.add(((SqlIdentifier) n).getSimple());
      }
    }
    return new TableDef(
        List.of(create.getFullName()),
        List.of(),
        List.of(),
        Optional.empty(),
        Map.of(),
        Connector.NONE,
        Optional.of(create.getQuery()),
        names,
        Span.of(create),
        file);
  }

  /**
   * Converts a DDL expression (a computed column or a {@code WATERMARK FOR} expression) over the
   * columns of {@code scope}, as the linter types them; an unknown name becomes {@link
   * Exprs#unresolved}.
   */
  public static Expr expression(SqlNode node, RowType scope) {
    return new ExprConverter(
            id -> {
              int i = scope.indexOf(id.names.get(id.names.size() - 1));
              return i < 0 ? null : new Expr.Ref(i, scope.get(i).type(), Span.of(id));
            })
        .convert(node);
  }

  private static Column confluentRowtime(Span span) {
    SqlType type = SqlType.timestamp(TypeRoot.TIMESTAMP_LTZ, 3, TimeKind.NONE);
    return new Column(CONFLUENT_ROWTIME, type, Column.Kind.METADATA, Optional.empty(), true, span);
  }

  private static Column column(SqlTableColumn column, List<Column> declared) {
    String name = column.getName().getSimple();
    Span span = Span.of(column);
    if (column instanceof SqlTableColumn.SqlRegularColumn regular) {
      return new Column(
          name,
          TypeSpecs.fromSpec(regular.getType()),
          Column.Kind.PHYSICAL,
          Optional.empty(),
          false,
          span);
    }
    if (column instanceof SqlTableColumn.SqlMetadataColumn metadata) {
      return new Column(
          name,
          TypeSpecs.fromSpec(metadata.getType()),
          Column.Kind.METADATA,
          Optional.empty(),
          false,
          span);
    }
    SqlTableColumn.SqlComputedColumn computed = (SqlTableColumn.SqlComputedColumn) column;
    RowType scope = new RowType(declared.stream().map(c -> new Field(c.name(), c.type())).toList());
    Expr e = expression(computed.getExpr(), scope);
    return new Column(
        name, e.type(), Column.Kind.COMPUTED, Optional.of(computed.getExpr()), false, span);
  }
}
