package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.WindowTvf;
import java.util.ArrayList;
import java.util.List;

/** A window TVF's DESCRIPTOR lists several columns; Flink silently uses only the first. */
@RuleInfo(
    summary = "DESCRIPTOR with several columns: only the first is used",
    severity = Severity.WARNING,
    tags = {"window", "time"})
public final class DescriptorMultipleColumns implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.WindowFact fact : context.windows()) {
      WindowTvf tvf = fact.tvf();
      if (tvf.descriptorFields().size() < 2 || tvf.timeField() < 0) {
        continue;
      }
      RowType input = tvf.input().rowType();
      String used = input.get(tvf.timeField()).name();
      List<String> ignored = new ArrayList<>();
      for (int field : tvf.descriptorFields().subList(1, tvf.descriptorFields().size())) {
        ignored.add(field >= 0 ? input.get(field).name() : "?");
      }
      context.report(
          tvf.descriptorSpan(),
          descriptorMultipleColumns(used, ignored),
          descriptorMultipleColumnsFix(used));
    }
  }

  private static String descriptorMultipleColumns(String used, List<String> ignored) {
    return "DESCRIPTOR lists several columns; Flink silently windows on the first, '"
        + used
        + "', and ignores "
        + String.join(", ", ignored.stream().map(c -> "'" + c + "'").toList());
  }

  private static String descriptorMultipleColumnsFix(String used) {
    return "Name exactly one time column: DESCRIPTOR(" + used + ").";
  }
}
