package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.RelNode;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Flink's {@code StreamExecSink} check that a table sink is written at most one rowtime attribute,
 * the one that sets the records' event-time timestamp. The collect sink of a SELECT does not check,
 * nor does any sink with {@code table.exec.sink.rowtime-inserter} disabled.
 */
public final class SinkRowtimes {

  private SinkRowtimes() {}

  /** The rowtime attributes the query writes into its sink when they are too many, else empty. */
  public static List<Field> conflicting(RelNode root, SinkUse sink, Settings settings) {
    if (!(sink instanceof SinkUse.TableSink)
        || !settings.streaming()
        || "disabled"
            .equalsIgnoreCase(settings.options().get("table.exec.sink.rowtime-inserter"))) {
      return List.of();
    }
    List<Field> rowtimes =
        root.rowType().fields().stream()
            .filter(f -> f.type().timeKind() == TimeKind.ROWTIME)
            .toList();
    return rowtimes.size() < 2 ? List.of() : rowtimes;
  }

  /** The rejection Flink raises translating the table sink, if any. */
  static Optional<Rejection> rejection(RelNode root, SinkUse sink, Settings settings) {
    List<Field> rowtimes = conflicting(root, sink, settings);
    if (rowtimes.isEmpty() || !(sink instanceof SinkUse.TableSink table)) {
      return Optional.empty();
    }
    SinkTarget target = table.target();
    return Optional.of(
        new Rejection(
            Rejection.Phase.TRANSLATION,
            Rejection.Cause.SINK_ROWTIME,
            FlinkErrors.multipleRowtimes(
                inSinkOrder(rowtimes, root, target).stream().map(Field::name).toList(),
                target.qualifiedName()),
            target.span()));
  }

  /**
   * The rowtime fields in the order Flink checks them: an INSERT's column list is first rewritten
   * into the sink's column order ({@code PreValidateReWriter}), so they follow the sink's columns.
   */
  private static List<Field> inSinkOrder(List<Field> rowtimes, RelNode root, SinkTarget target) {
    if (target.columns().isEmpty() || target.table().isEmpty()) {
      return rowtimes;
    }
    List<String> written = target.columns().get();
    List<String> columns = PlanFacts.sinkColumns(target.table().get());
    List<Field> fields = root.rowType().fields();
    return rowtimes.stream()
        .sorted(
            Comparator.comparingInt(
                (Field f) -> {
                  int i = fields.indexOf(f);
                  return i < written.size() ? columns.indexOf(written.get(i)) : i;
                }))
        .toList();
  }
}
