package io.github.topnkit.linter.rules;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.Properties;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.model.SinkTarget;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.linter.plan.Union;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

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
          .filter(p -> p.site().rank() != null && p.site().rank().span().equals(rejection.span()))
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

  /** Every predicted rejection of the file with the given cause. */
  public List<RejectionFact> rejections(Rejection.Cause cause) {
    List<RejectionFact> result = new ArrayList<>();
    for (AnalyzedStatement q : model.queries()) {
      for (Rejection r : q.model().rejections()) {
        boolean blocking = r.cause().blocksValidation();
        if (r.cause() == cause && (blocking || !unvalidated(q))) {
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

  /**
   * The operator that originates the updates a node emits, as Flink names it in "produced by node"
   * errors: projections, window TVFs, unions and plain sorts only pass their input's changes on.
   */
  public static RelNode changeProducer(RelNode node, Properties props) {
    RelNode current = node;
    while (current instanceof Calc
        || current instanceof WindowTvf
        || current instanceof Union
        || (current instanceof Sort s && s.fetch() == null && s.offset() == null)) {
      RelNode next =
          current.inputs().stream().filter(i -> props.kinds(i).updating()).findFirst().orElse(null);
      if (next == null) {
        return current;
      }
      current = next;
    }
    return current;
  }

  /** The Rank whose rank number a field of the node is, following projections; or null. */
  public static Rank rankNumberSource(RelNode node, int field) {
    RelNode current = node;
    int index = field;
    while (current instanceof Calc calc && calc.projects().get(index) instanceof Expr.Ref ref) {
      current = calc.input();
      index = ref.index();
    }
    if (current instanceof Rank rank
        && rank.outputRankNumber()
        && index == rank.rowType().size() - 1) {
      return rank;
    }
    return null;
  }

  /** The names of the columns an INSERT writes, by position: the sink's non-computed columns. */
  public static List<String> sinkColumns(SinkTarget sink) {
    return sink.table().columns().stream()
        .filter(c -> c.kind() != Column.Kind.COMPUTED)
        .map(Column::name)
        .toList();
  }

  /** The names at the positions of a key, or an empty list when a position has no name. */
  public static List<String> names(BitSet key, List<String> names) {
    List<String> result = new ArrayList<>();
    for (int i = key.nextSetBit(0); i >= 0; i = key.nextSetBit(i + 1)) {
      if (i >= names.size()) {
        return List.of();
      }
      result.add(names.get(i));
    }
    return result;
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
