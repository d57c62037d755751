package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.model.PlanFacts;
import io.github.topnkit.linter.model.SinkTarget;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.run.OutputTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Writes a query's changes into a sink table as the kit's capture sink receives them in Flink: the
 * values cast to the sink's column types, NOT NULL enforced ({@code
 * table.exec.sink.not-null-enforcer}), and {@code -U} rows dropped for a sink that does not take
 * them (an upsert sink, {@code blackhole}), as Flink's changelog inference arranges.
 */
public final class SinkWriter {

  /** A NULL written into a NOT NULL column with the enforcer at ERROR: Flink's job fails. */
  public static final class NotNullViolation extends RuntimeException {
    NotNullViolation(String message) {
      super(message);
    }
  }

  private static final String NOT_NULL_ENFORCER = "table.exec.sink.not-null-enforcer";

  private final String name;
  private final List<OutputTable.Column> columns;
  private final List<String> primaryKey;
  private final boolean dropUpdateBefore;
  private final UnaryOperator<Object>[] casts;
  private final boolean[] notNull;
  private final boolean dropNulls;
  private final SinkUpsertMaterializer materializer;
  private final SinkColumns mapping;

  @SuppressWarnings("unchecked")
  private SinkWriter(
      TableDef table,
      List<Column> written,
      SinkColumns mapping,
      RelNode input,
      boolean dropUpdateBefore,
      boolean drop,
      SinkUpsertMaterializer materializer) {
    this.materializer = materializer;
    this.mapping = mapping;
    this.name = table.name();
    this.primaryKey = table.primaryKey();
    this.dropUpdateBefore = dropUpdateBefore;
    this.dropNulls = drop;
    this.casts = new UnaryOperator[written.size()];
    this.notNull = new boolean[written.size()];
    List<OutputTable.Column> cols = new ArrayList<>();
    for (int i = 0; i < written.size(); i++) {
      Column c = written.get(i);
      // Flink makes primary key columns NOT NULL.
      SqlType type = primaryKey.contains(c.name()) ? c.type().withNullable(false) : c.type();
      cols.add(new OutputTable.Column(c.name(), type));
      notNull[i] = !type.nullable();
      casts[i] =
          mapping
              .queryField(i)
              .map(field -> SinkCasts.of(input.rowType().get(field).type(), type, c.name(), input))
              .orElse(null);
    }
    this.columns = List.copyOf(cols);
  }

  /**
   * The writer of an INSERT's sink.
   *
   * @param targetColumns the INSERT's column list, if it has one: the query's fields are written
   *     into these columns by name, the other columns receive NULL
   * @throws UnsupportedFeatureException for a sink whose behavior the engine does not reproduce
   */
  public static SinkWriter of(
      SinkTarget sink, Optional<List<String>> targetColumns, RelNode input, StatementModel model) {
    TableDef table =
        sink.table()
            .filter(t -> !t.isView())
            .orElseThrow(
                () ->
                    new UnsupportedFeatureException(
                        "the sink " + String.join(".", sink.name()) + " is not a declared table",
                        sink.span()));
    List<Column> written = new ArrayList<>();
    for (Column c : table.columns()) {
      if (c.kind() == Column.Kind.METADATA) {
        throw new UnsupportedFeatureException(
            "column " + c.name() + " of sink " + table.name() + " is connector metadata",
            sink.span());
      }
      if (c.kind() == Column.Kind.PHYSICAL) {
        written.add(c);
      }
    }
    SinkColumns mapping =
        SinkColumns.of(table.name(), written, targetColumns, input.rowType().size(), sink.span());
    ChangelogNature accepts = table.connector().sinkAccepts();
    boolean blackhole = table.connector().name().equals("blackhole");
    boolean updating = model.properties().kinds(input).updating();
    if (accepts == ChangelogNature.UPSERT && !blackhole && !table.hasPrimaryKey()) {
      throw new UnsupportedFeatureException(
          "the upsert sink " + table.name() + " has no PRIMARY KEY", sink.span());
    }
    SinkUpsertMaterializer materializer = null;
    if (updating && table.hasPrimaryKey() && materializes(sink, table, mapping, input, model)) {
      if (accepts != ChangelogNature.UPSERT || blackhole) {
        // Flink materializes for upsert sinks only, not for one that takes -U rows (sinkIsRetract).
        throw new UnsupportedFeatureException(
            "Flink's SinkUpsertMaterializer before the non-upsert sink " + table.name(),
            sink.span());
      }
      materializer = materializer(sink, table, written, mapping, input, model);
    }
    String enforcer =
        model
            .settings()
            .options()
            .getOrDefault(NOT_NULL_ENFORCER, "ERROR")
            .toUpperCase(Locale.ROOT);
    return new SinkWriter(
        table,
        written,
        mapping,
        input,
        accepts == ChangelogNature.UPSERT || blackhole,
        enforcer.equals("DROP"),
        materializer);
  }

  /**
   * Flink's materializer before the sink, keyed by the sink's primary key and matching rows on the
   * input's smallest upsert key ({@code UpsertKeyUtil.getSmallestKey}).
   */
  private static SinkUpsertMaterializer materializer(
      SinkTarget sink,
      TableDef table,
      List<Column> written,
      SinkColumns mapping,
      RelNode input,
      StatementModel model) {
    Optional<String> conflict = sink.onConflict();
    if (conflict.isPresent() && !conflict.get().toUpperCase(Locale.ROOT).contains("DEDUPLICATE")) {
      // DO ERROR / DO NOTHING run Flink 2.3's WatermarkCompactingSinkMaterializer.
      throw new UnsupportedFeatureException(
          "ON CONFLICT " + conflict.get() + " (Flink's WatermarkCompactingSinkMaterializer)",
          sink.span());
    }
    List<String> names = written.stream().map(Column::name).toList();
    List<String> pk = table.primaryKey();
    int[] sinkKey = new int[pk.size()];
    for (int i = 0; i < sinkKey.length; i++) {
      sinkKey[i] = names.indexOf(pk.get(i));
      if (sinkKey[i] < 0) {
        throw new UnsupportedFeatureException(
            "a sink primary key on a column the INSERT does not write", sink.span());
      }
    }
    List<BitSet> upsertKeys =
        model.properties().upsertKeys(input).stream().map(mapping::toSink).toList();
    Optional<BitSet> smallest =
        SmallestKey.of(upsertKeys, "a sink upsert materializer over a query", sink.span());
    int[] upsertKey = smallest.map(key -> key.stream().toArray()).orElse(new int[0]);
    return new SinkUpsertMaterializer(sinkKey, upsertKey, sink.span());
  }

  /** Whether Flink puts an upsert materializer before the sink (upsert-materialize AUTO/FORCE). */
  private static boolean materializes(
      SinkTarget sink, TableDef table, SinkColumns mapping, RelNode input, StatementModel model) {
    String mode =
        model
            .settings()
            .options()
            .getOrDefault("table.exec.sink.upsert-materialize", "AUTO")
            .toUpperCase(Locale.ROOT);
    if (mode.equals("NONE")) {
      return false;
    }
    if (mode.equals("FORCE") || sink.onConflict().isPresent()) {
      return true;
    }
    List<String> names = PlanFacts.sinkColumns(table);
    BitSet pk = new BitSet();
    for (String k : table.primaryKey()) {
      pk.set(names.indexOf(k));
    }
    for (BitSet key : model.properties().upsertKeys(input)) {
      BitSet rest = mapping.toSink(key);
      rest.andNot(pk);
      if (rest.isEmpty()) {
        return false;
      }
    }
    return true;
  }

  public String name() {
    return name;
  }

  /** The sink's physical columns with their types, as Flink's capture sink declares them. */
  public List<OutputTable.Column> columns() {
    return columns;
  }

  public List<String> primaryKey() {
    return primaryKey;
  }

  /**
   * Appends what the sink receives for the query's changes.
   *
   * @throws NotNullViolation when a NULL reaches a NOT NULL column and the enforcer is ERROR
   */
  public void write(List<Row> changes, List<SpecRow> out) {
    Collector sink = row -> receive(row, out);
    for (Row row : changes) {
      if (materializer == null && dropUpdateBefore && row.kind() == RowKind.UPDATE_BEFORE) {
        continue;
      }
      // Flink enforces the constraints first (ConstraintEnforcer), then materializes.
      Row checked = checked(row);
      if (checked == null) {
        continue;
      }
      if (materializer == null) {
        sink.collect(checked);
      } else {
        materializer.processElement(checked, sink);
      }
    }
  }

  private void receive(Row row, List<SpecRow> out) {
    if (!(dropUpdateBefore && row.kind() == RowKind.UPDATE_BEFORE)) {
      out.add(new SpecRow(row.kind(), Arrays.asList(row.values())));
    }
  }

  /** The row cast to the sink's types, or null when the enforcer drops it. */
  private Row checked(Row row) {
    Object[] values = mapping.toSink(row.values());
    Object[] cast = null;
    boolean drop = false;
    for (int i = 0; i < casts.length; i++) {
      Object v = values[i];
      if (v == null && notNull[i]) {
        if (!dropNulls) {
          throw new NotNullViolation(
              "Column '"
                  + columns.get(i).name()
                  + "' is NOT NULL, however, a null value is being written into it. You can set"
                  + " job configuration '"
                  + NOT_NULL_ENFORCER
                  + "'='DROP' to suppress this exception and drop such records silently.");
        }
        drop = true;
      }
      UnaryOperator<Object> c = casts[i];
      if (c != null && v != null) {
        if (cast == null) {
          cast = Arrays.copyOf(values, values.length);
        }
        cast[i] = c.apply(v);
      }
    }
    return drop ? null : new Row(row.kind(), cast == null ? values : cast);
  }
}
