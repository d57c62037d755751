package io.github.topnkit.linter.rules;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.FlinkVersion;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.WindowTvf;
import java.util.ArrayList;
import java.util.List;

/**
 * What a rule sees of one file, as small facts extracted from the pattern model (rank patterns,
 * window TVF calls, queries), and where it reports findings.
 */
public final class RuleContext {

  /** A rank pattern with the query it belongs to. */
  public record PatternFact(AnalyzedStatement query, RankPattern pattern) {}

  /** A window TVF call with the query it belongs to and the operator that reads it. */
  public record WindowFact(AnalyzedStatement query, WindowTvf tvf, RelNode parent) {}

  /** An aggregation with the query it belongs to. */
  public record AggregateFact(AnalyzedStatement query, Aggregate aggregate) {}

  private final ScriptModel model;
  private final FlinkVersion version;
  private final List<Diagnostic> out;
  private Rule current;
  private List<PatternFact> patterns;
  private List<WindowFact> windows;
  private List<AggregateFact> aggregates;

  public RuleContext(ScriptModel model, FlinkVersion version, List<Diagnostic> out) {
    this.model = requireNonNull(model, "model is null");
    this.version = requireNonNull(version, "version is null");
    this.out = requireNonNull(out, "out is null");
  }

  void enter(Rule rule) {
    this.current = rule;
  }

  public ScriptModel model() {
    return model;
  }

  public FlinkVersion version() {
    return version;
  }

  public List<AnalyzedStatement> queries() {
    return model.queries();
  }

  /** Every rank function call of the file, with its verdict. */
  public List<PatternFact> patterns() {
    if (patterns == null) {
      patterns = new ArrayList<>();
      for (AnalyzedStatement q : model.queries()) {
        for (RankPattern p : q.model().patterns()) {
          patterns.add(new PatternFact(q, p));
        }
      }
    }
    return patterns;
  }

  /** Every window TVF call of the file. */
  public List<WindowFact> windows() {
    if (windows == null) {
      windows = new ArrayList<>();
      aggregates = new ArrayList<>();
      for (AnalyzedStatement q : model.queries()) {
        collect(q, q.model().plan().root(), null);
      }
    }
    return windows;
  }

  /** Every aggregation of the file. */
  public List<AggregateFact> aggregates() {
    windows();
    return aggregates;
  }

  private void collect(AnalyzedStatement q, RelNode node, RelNode parent) {
    if (node instanceof WindowTvf tvf) {
      windows.add(new WindowFact(q, tvf, parent));
    } else if (node instanceof Aggregate agg) {
      aggregates.add(new AggregateFact(q, agg));
    }
    for (RelNode input : node.inputs()) {
      collect(q, input, node);
    }
  }

  /** Reports a finding of the current rule at its default severity. */
  public void report(Span span, String message, String fix) {
    report(current.info().severity(), span, message, fix);
  }

  /** Reports a finding of the current rule at a severity the situation calls for. */
  public void report(Severity severity, Span span, String message, String fix) {
    out.add(new Diagnostic(current.id(), severity, message, span, fix));
  }
}
