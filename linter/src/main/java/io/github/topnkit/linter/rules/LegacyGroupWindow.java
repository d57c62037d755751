package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.parse.Span;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.util.SqlBasicVisitor;

/**
 * A legacy group window aggregation, {@code GROUP BY TUMBLE(ts, INTERVAL ...)} and its HOP and
 * SESSION siblings, where the window TVF form is the supported one and enables Window Top-N.
 */
@RuleInfo(
    summary = "Legacy GROUP BY TUMBLE/HOP/SESSION: use the window TVF",
    severity = Severity.INFO,
    tags = {"window", "deprecated"})
public final class LegacyGroupWindow implements Rule {

  private static final Set<SqlKind> WINDOWS = Set.of(SqlKind.TUMBLE, SqlKind.HOP, SqlKind.SESSION);

  @Override
  public void check(RuleContext context) {
    for (AnalyzedStatement q : context.queries()) {
      LegacyWindowCollector collector = new LegacyWindowCollector();
      q.query().accept(collector);
      boolean ranked = !q.model().patterns().isEmpty();
      for (SqlSelect select : collector.selects) {
        for (SqlNode key : select.getGroup()) {
          if (key instanceof SqlCall call && WINDOWS.contains(call.getKind())) {
            String function = call.getKind().name();
            context.report(
                ranked ? Severity.WARNING : Severity.INFO,
                Span.of(call),
                legacyGroupWindow(function, ranked),
                fix(context, select, call, function));
          }
        }
      }
    }
  }

  private static String fix(RuleContext context, SqlSelect select, SqlCall window, String fn) {
    List<String> otherKeys = new ArrayList<>();
    for (SqlNode key : select.getGroup()) {
      if (key != window) {
        otherKeys.add(context.text(Span.of(key)));
      }
    }
    String table =
        select.getFrom() instanceof SqlIdentifier id
            ? "TABLE " + context.text(Span.of(id))
            : "TABLE <a view of the FROM clause>";
    if (fn.equals("SESSION") && !otherKeys.isEmpty()) {
      table +=
          " PARTITION BY "
              + (otherKeys.size() == 1
                  ? otherKeys.get(0)
                  : "(" + String.join(", ", otherKeys) + ")");
    }
    List<SqlNode> operands = window.getOperandList();
    StringBuilder tvf = new StringBuilder(fn).append('(').append(table);
    tvf.append(", DESCRIPTOR(").append(context.text(Span.of(operands.get(0)))).append(')');
    for (SqlNode operand : operands.subList(1, operands.size())) {
      tvf.append(", ").append(context.text(Span.of(operand)));
    }
    tvf.append(')');
    List<String> groupBy = new ArrayList<>(List.of("window_start", "window_end"));
    groupBy.addAll(otherKeys);
    return legacyGroupWindowFix(tvf.toString(), String.join(", ", groupBy), fn);
  }

  /** Collects the SELECTs of a query that group by a legacy window function. */
  private static final class LegacyWindowCollector extends SqlBasicVisitor<Void> {
    private final List<SqlSelect> selects = new ArrayList<>();

    @Override
    public Void visit(SqlCall call) {
      if (call instanceof SqlSelect select
          && select.getGroup() != null
          && select.getGroup().stream().anyMatch(k -> WINDOWS.contains(k.getKind()))) {
        selects.add(select);
      }
      for (SqlNode operand : call.getOperandList()) {
        if (operand != null) {
          operand.accept(this);
        }
      }
      return null;
    }
  }

  private static String legacyGroupWindow(String function, boolean ranked) {
    return "GROUP BY "
        + function
        + "(...) is a legacy group window aggregation (deprecated; windowing TVFs replace it)"
        + (ranked
            ? ": its result has no window_start/window_end properties, so the Top-N over it is a"
                + " regular, updating Top-N instead of a Window Top-N"
            : "; only the window TVF form supports Window Top-N, window deduplication and window"
                + " joins");
  }

  private static String legacyGroupWindowFix(String tvf, String groupBy, String function) {
    return "Use the window TVF: FROM TABLE("
        + tvf
        + ") GROUP BY "
        + groupBy
        + ", and select window_start, window_end, window_time instead of "
        + function
        + "_START, "
        + function
        + "_END, "
        + function
        + "_ROWTIME.";
  }
}
