package io.github.topnkit.reference;

import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.spec.run.CaseScript;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.Optional;

/**
 * What ends a statement before it runs: Flink's planner refusing it (the linter's first rejection,
 * with Flink's message), or what the engine does not reproduce (unknown tables, unmodeled SQL,
 * session settings that change results).
 */
final class StatementChecks {

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
                          Optional.empty()));
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
    m.firstRejection().ifPresent(this::planningFailure);
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

  /** Ends the run as Flink's planner refusing the statement. */
  void planningFailure(Rejection r) {
    if (!r.exact()) {
      throw outcomes.unsupported("Flink's exact message for \"" + r.message() + "\"", r.span());
    }
    throw Outcomes.stop(
        new RunOutcome.Failed(
            RunOutcome.Phase.PLANNING, r.message(), outcomes.position(r.span()), Optional.empty()));
  }
}
