package io.github.topnkit.reference;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.model.SinkTarget;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.WindowProps;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.spec.check.CaseScript;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.util.SqlBasicVisitor;

/**
 * What ends a statement before it runs: Flink's planner refusing it (the linter's first rejection,
 * with Flink's message), or what the engine does not reproduce (unknown tables, unmodeled SQL,
 * session settings that change results).
 */
final class StatementChecks {

  private static final Set<String> WINDOW_COLUMNS =
      Set.of("window_start", "window_end", "window_time");

  private final ScriptModel model;
  private final CaseScript script;
  private final Outcomes outcomes;

  StatementChecks(ScriptModel model, CaseScript script, Outcomes outcomes) {
    this.model = model;
    this.script = script;
    this.outcomes = outcomes;
  }

  /** Refuses a script Flink's parser or topnkit's analysis did not take whole. */
  void analysis() {
    ParsedScript parsed = model.script();
    if (!parsed.problems().isEmpty()) {
      ParsedScript.SyntaxProblem p = parsed.problems().get(0);
      if (!model.queries().stream()
          .anyMatch(q -> q.statement().span().startLine() < p.statement().startLine())) {
        // Nothing before it runs a query, so Flink's parser failing it is the outcome.
        FlinkParseFailure.of(script, p.statement())
            .ifPresent(
                f -> {
                  throw Outcomes.stop(
                      new RunOutcome.Failed(
                          RunOutcome.Phase.PLANNING,
                          f.message(),
                          script.position(f.scriptLine(), f.column()),
                          null));
                });
      }
      throw outcomes.unsupported(
          "SQL Flink's parser does not accept (" + p.message() + ")", p.span());
    }
    if (!model.failures().isEmpty()) {
      ScriptModel.AnalysisFailure f = model.failures().get(0);
      throw outcomes.unsupported(
          "a statement topnkit cannot analyze (" + f.reason() + ")", f.span());
    }
  }

  /** The statement's model, after refusing what Flink or the engine refuses. */
  StatementModel checked(AnalyzedStatement statement) {
    StatementModel m = statement.model();
    m.firstRejection().ifPresent(r -> planningFailure(r, m));
    for (PlanNote note : m.plan().notes()) {
      switch (note.kind()) {
        case UNKNOWN_TABLE ->
            throw outcomes.unsupported("the unknown table " + note.subject(), note.span());
        case UNSUPPORTED -> throw outcomes.unsupported(note.subject(), note.span());
        case UNKNOWN_COLUMN ->
            throw outcomes.unsupported("the unknown column " + note.subject(), note.span());
        // The plan flattens or drops the clause, so executing it would give another result.
        case SIMPLIFIED -> throw outcomes.unsupported(note.subject(), note.span());
        default -> {}
      }
    }
    if (statement.query() != null) {
      statement.query().accept(new WindowTvfArity());
    }
    duplicateRowtimes(statement, m);
    if (m.plan() != null) {
      windowTvfInputs(m.plan().root(), m);
    }
    if (m.settings().miniBatch() && !MiniBatchPlans.unaffected(m)) {
      throw outcomes.unsupported(
          "mini-batch execution ('table.exec.mini-batch.enabled')", statement.span());
    }
    for (String key : m.settings().options().keySet()) {
      if (!SessionSettings.handled(key, m.settings().options().get(key))) {
        throw outcomes.unsupported("the setting '" + key + "'", statement.span());
      }
    }
    return m;
  }

  /**
   * Flink's {@code RelTimeIndicatorConverter} refuses to write more than one rowtime attribute into
   * a table sink, which could not tell which one sets the records' timestamps.
   */
  private void duplicateRowtimes(AnalyzedStatement statement, StatementModel m) {
    SinkTarget sink = m.sink();
    if (statement.kind() != AnalyzedStatement.Kind.INSERT
        || sink == null
        || !m.settings().streaming()
        || m.plan() == null
        || "disabled"
            .equalsIgnoreCase(m.settings().options().get("table.exec.sink.rowtime-inserter"))) {
      return;
    }
    List<String> rowtimes = new ArrayList<>();
    for (Field f : m.plan().root().rowType().fields()) {
      if (f.type().timeKind() == TimeKind.ROWTIME) {
        rowtimes.add(f.name());
      }
    }
    if (rowtimes.size() > 1) {
      String message =
          "The query contains more than one rowtime attribute column ["
              + String.join(", ", rowtimes)
              + "] for writing into table '"
              + sink.qualifiedName()
              + "'.";
      throw Outcomes.stop(
          new RunOutcome.Failed(
              RunOutcome.Phase.PLANNING, message, outcomes.position(sink.span()), null));
    }
  }

  /**
   * Refuses two window TVF shapes Flink fails to plan: one whose input already has a window_start,
   * window_end or window_time column (Flink's validator then finds the TVF's own columns
   * ambiguous), and a window aggregation over a TVF that reads another TVF through projections only
   * (Flink 1.20 and 2.3 fail with a NullPointerException in getRelWindowProperties).
   */
  private void windowTvfInputs(RelNode node, StatementModel m) {
    if (node instanceof WindowTvf tvf) {
      for (Field f : tvf.input().rowType().fields()) {
        if (WINDOW_COLUMNS.contains(f.name())) {
          throw outcomes.unsupported(
              "a window TVF over an input that already has a " + f.name() + " column", tvf.span());
        }
      }
    }
    if (node instanceof Aggregate agg && m.properties().isWindowAggregate(agg)) {
      WindowProps props = WindowProps.of(agg.input());
      RelNode below = props.source() == null ? null : props.source().input();
      while (below instanceof Calc calc) {
        below = calc.input();
      }
      if (below instanceof WindowTvf) {
        throw outcomes.unsupported(
            "a window aggregation over a window TVF that reads another window TVF through a"
                + " projection",
            agg.span());
      }
    }
    for (RelNode input : node.inputs()) {
      windowTvfInputs(input, m);
    }
  }

  /**
   * Refuses window TVF calls with more arguments than Flink's signatures take (the plan drops the
   * extra ones, while Flink's validator rejects the call).
   */
  private final class WindowTvfArity extends SqlBasicVisitor<Void> {
    @Override
    public Void visit(SqlCall call) {
      String name = call.getOperator().getName().toUpperCase(Locale.ROOT);
      int max =
          switch (name) {
            case "SESSION" -> 3;
            case "TUMBLE" -> 4;
            case "HOP", "CUMULATE" -> 5;
            default -> Integer.MAX_VALUE;
          };
      if (call.operandCount() > max
          && call.operand(0) != null
          && (call.operand(0).getKind() == SqlKind.EXPLICIT_TABLE
              || call.operand(0).getKind() == SqlKind.SET_SEMANTICS_TABLE)) {
        throw outcomes.unsupported(
            "a " + name + " window TVF call with " + call.operandCount() + " arguments",
            Span.of(call));
      }
      return super.visit(call);
    }
  }

  /** Ends the run as Flink's planner refusing the statement. */
  void planningFailure(Rejection r, StatementModel m) {
    String message =
        FlinkMessages.of(r, m, script::text)
            .orElseThrow(
                () ->
                    outcomes.unsupported(
                        "Flink's exact message for \"" + r.message() + "\"", r.span()));
    throw Outcomes.stop(
        new RunOutcome.Failed(
            RunOutcome.Phase.PLANNING, message, outcomes.position(r.span()), null));
  }
}
