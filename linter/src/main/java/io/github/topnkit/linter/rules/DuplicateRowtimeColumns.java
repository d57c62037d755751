package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.SinkRowtimes;
import io.github.topnkit.linter.model.SinkTarget;
import io.github.topnkit.linter.model.SinkUse;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.List;

/**
 * An INSERT whose query outputs more than one rowtime attribute, typically {@code SELECT *} over a
 * window TVF (the input's rowtime column plus window_time): Flink's sink cannot pick the one that
 * sets the records' event-time timestamp.
 */
@RuleInfo(
    summary = "INSERT writes more than one rowtime attribute",
    severity = Severity.ERROR,
    tags = {"window", "time", "sink"})
public final class DuplicateRowtimeColumns implements Rule {

  @Override
  public void check(RuleContext context) {
    for (AnalyzedStatement q : context.queries()) {
      if (!(q.model().sink() instanceof SinkUse.TableSink table)) {
        continue;
      }
      SinkTarget sink = table.target();
      List<Field> rowtimes =
          SinkRowtimes.conflicting(q.model().plan().root(), table, q.model().settings());
      if (rowtimes.isEmpty()) {
        continue;
      }
      Field keep =
          rowtimes.stream()
              .filter(f -> f.name().equals("window_time"))
              .findFirst()
              .orElse(rowtimes.get(0));
      List<String> casts = new ArrayList<>();
      for (Field f : rowtimes) {
        if (f != keep) {
          String type = f.type().root() == TypeRoot.TIMESTAMP_LTZ ? "TIMESTAMP_LTZ" : "TIMESTAMP";
          casts.add("CAST(" + f.name() + " AS " + type + "(3)) AS " + f.name());
        }
      }
      boolean windowed = context.windows().stream().anyMatch(w -> w.query() == q);
      context.report(
          sink.span(),
          duplicateRowtime(
              rowtimes.stream().map(Field::name).toList(),
              sink.qualifiedName(),
              windowed,
              context.version()),
          duplicateRowtimeFix(keep.name(), casts));
    }
  }

  private static String duplicateRowtime(
      List<String> rowtimes, String sink, boolean windowed, FlinkVersion version) {
    return "the query writes "
        + rowtimes.size()
        + " rowtime attributes ("
        + String.join(", ", rowtimes)
        + ") into '"
        + sink
        + "'"
        + (windowed ? " (a window TVF keeps its input's rowtime column and adds window_time)" : "")
        + ": Flink "
        + version.label()
        + " fails at deployment with \"The query contains more than one rowtime attribute column ["
        + String.join(", ", rowtimes)
        + "] for writing into table '"
        + sink
        + "'.\"";
  }

  private static String duplicateRowtimeFix(String keep, List<String> casts) {
    return "Select the columns explicitly and keep one rowtime attribute ("
        + keep
        + "); cast the others to a plain timestamp: "
        + String.join(", ", casts)
        + ". Or SET 'table.exec.sink.rowtime-inserter' = 'disabled' when the sink needs no"
        + " event-time timestamp.";
  }
}
