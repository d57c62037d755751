package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.RelNode;
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
                rowtimes.stream().map(Field::name).toList(), target.qualifiedName()),
            target.span()));
  }
}
