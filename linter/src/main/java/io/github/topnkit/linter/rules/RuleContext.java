package io.github.topnkit.linter.rules;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.PlanFacts;
import io.github.topnkit.linter.model.Properties;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

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

  /** A predicted Flink rejection with the query it belongs to. */
  public record RejectionFact(AnalyzedStatement query, Rejection rejection) {

    /** The rank pattern whose Rank the rejection is about, if any. */
    public Optional<RankPattern> pattern() {
      return query.model().patterns().stream()
          .filter(p -> p.site().rank().map(r -> r.span().equals(rejection.span())).orElse(false))
          .findFirst();
    }
  }

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
        if (unvalidated(q)) {
          continue;
        }
        for (RankPattern p : q.model().patterns()) {
          patterns.add(new PatternFact(q, p));
        }
      }
    }
    return patterns;
  }

  /**
   * Whether a view's own pattern is modelled again in a statement that reads the view: Flink never
   * plans a view alone, only inlined where it is read, so the pattern is judged there (a rank
   * filter the reading statement applies makes the view's rank function a Top-N).
   */
  public boolean readLater(PatternFact fact) {
    if (fact.query().kind() != AnalyzedStatement.Kind.VIEW) {
      return false;
    }
    Span call = fact.pattern().site().call().span();
    return patterns().stream()
        .anyMatch(
            other ->
                other.query() != fact.query() && other.pattern().site().call().span().equals(call));
  }

  /** Every window TVF call of the file. */
  public List<WindowFact> windows() {
    if (windows == null) {
      windows = new ArrayList<>();
      aggregates = new ArrayList<>();
      for (AnalyzedStatement q : model.queries()) {
        if (!unvalidated(q)) {
          collect(q, q.model().plan().root(), null);
        }
      }
    }
    return windows;
  }

  /**
   * Whether Flink stops the query before planning (a parse error of the target version, an unknown
   * column): its patterns are hypothetical, so only that error is reported.
   */
  static boolean unvalidated(AnalyzedStatement q) {
    return q.model().rejections().stream().anyMatch(r -> r.cause().blocksValidation());
  }

  /** How a rule words Flink's rejection of a rank whose input emits updates. */
  @FunctionalInterface
  interface UpdatingInputWording {
    String message(Rejection rejection, RankPattern pattern, RelNode producer);
  }

  /**
   * Reports each rejection of a rank over an updating input with the given cause: worded by the
   * rule, naming the operator that produces the updates, or in Flink's own words when the model
   * placed the rejection on no rank this rule knows.
   */
  void reportUpdatingInput(Rejection.Cause cause, UpdatingInputWording wording, String fix) {
    for (RejectionFact fact : rejections(cause)) {
      Rejection r = fact.rejection();
      Optional<RankPattern> pattern = fact.pattern();
      if (pattern.isEmpty()) {
        report(r.span(), RuleWords.flinkRejects(r.message(), version), fix);
        continue;
      }
      Properties props = fact.query().model().properties();
      // pattern() finds a pattern by its Rank, so the site has one.
      RelNode producer =
          PlanFacts.changeProducer(pattern.get().site().rank().orElseThrow().input(), props);
      report(r.span(), wording.message(r, pattern.get(), producer), fix);
    }
  }

  /** Every predicted rejection of the file with one of the given causes, in file order. */
  public List<RejectionFact> rejections(Rejection.Cause cause, Rejection.Cause... more) {
    Set<Rejection.Cause> causes = EnumSet.of(cause, more);
    List<RejectionFact> result = new ArrayList<>();
    for (AnalyzedStatement q : model.queries()) {
      for (Rejection r : q.model().rejections()) {
        boolean blocking = r.cause().blocksValidation();
        if (causes.contains(r.cause()) && (blocking || !unvalidated(q))) {
          result.add(new RejectionFact(q, r));
        }
      }
    }
    return result;
  }

  /** The window TVF call of a query at the span, if any. */
  public Optional<WindowTvf> windowAt(AnalyzedStatement query, Span span) {
    return find(query.model().plan().root(), span);
  }

  private static Optional<WindowTvf> find(RelNode node, Span span) {
    if (node instanceof WindowTvf tvf && tvf.span().equals(span)) {
      return Optional.of(tvf);
    }
    for (RelNode input : node.inputs()) {
      Optional<WindowTvf> found = find(input, span);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  /** The source text of a span, with the lines between its start and end. */
  public String text(Span span) {
    StringBuilder sb = new StringBuilder();
    for (int line = span.startLine(); line <= span.endLine(); line++) {
      String text = model.script().source().line(line);
      int from = line == span.startLine() ? Math.min(span.startColumn() - 1, text.length()) : 0;
      int to = line == span.endLine() ? Math.min(span.endColumn(), text.length()) : text.length();
      if (line > span.startLine()) {
        sb.append('\n');
      }
      sb.append(text, from, Math.max(from, to));
    }
    return sb.toString();
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
