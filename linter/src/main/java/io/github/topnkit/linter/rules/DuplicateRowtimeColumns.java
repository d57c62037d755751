package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.SinkRowtimes;
import io.github.topnkit.linter.model.SinkTarget;
import io.github.topnkit.linter.model.SinkUse;
import io.github.topnkit.linter.plan.Field;
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
          RuleMessages.duplicateRowtime(
              rowtimes.stream().map(Field::name).toList(),
              sink.qualifiedName(),
              windowed,
              context.version()),
          RuleMessages.duplicateRowtimeFix(keep.name(), casts));
    }
  }
}
