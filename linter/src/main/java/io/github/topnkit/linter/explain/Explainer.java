package io.github.topnkit.linter.explain;

import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ChangelogMode;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.PlanPrinter;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.SqlCreateObject;
import org.apache.flink.sql.parser.dml.SqlExecute;
import org.apache.flink.sql.parser.dml.SqlStatementSet;

/**
 * Tells in plain words what Flink builds for each query of a script: per rank function the
 * operator, range, keys, changelogs, strategy, runtime function and the state it keeps.
 */
public final class Explainer {

  private final String path;
  private final boolean showPlan;
  private final StringBuilder out = new StringBuilder();

  public Explainer(String path, boolean showPlan) {
    this.path = path;
    this.showPlan = showPlan;
  }

  /** The explanation of a script's model, one block per query. */
  public String explain(ScriptModel model) {
    for (ParsedScript.SyntaxProblem p : model.script().problems()) {
      line(0, at(p.span()) + "syntax error: " + p.message());
    }
    for (ScriptModel.AnalysisFailure f : model.failures()) {
      line(0, at(f.span()) + "not analyzed: " + f.reason());
    }
    if (model.queries().isEmpty() && model.script().problems().isEmpty()) {
      line(0, path + ": no queries to explain");
    }
    for (AnalyzedStatement q : model.queries()) {
      if (!out.isEmpty()) {
        out.append('\n');
      }
      query(q);
    }
    return out.toString();
  }

  private void query(AnalyzedStatement q) {
    StatementModel m = q.model();
    line(0, at(q.span()) + title(q));
    String version = m.settings().version().label();
    if (m.patterns().isEmpty()) {
      line(1, "no rank function: no Top-N, deduplication or ranking OVER aggregation");
    }
    for (RankPattern p : m.patterns()) {
      pattern(p, m.plan().root(), version, m.settings().streaming());
    }
    Optional<Rejection> rejection = m.firstRejection();
    if (rejection.isPresent()
        && m.patterns().stream()
            .noneMatch(
                p -> p instanceof RankPattern.Rejected r && r.rejection() == rejection.get())) {
      Rejection r = rejection.get();
      line(
          1,
          "Flink "
              + version
              + " rejects this statement at "
              + position(r.span())
              + ": "
              + r.message());
    }
    if (showPlan) {
      line(1, "plan:");
      for (String planLine : PlanPrinter.print(m.plan().root()).split("\n")) {
        line(2, planLine);
      }
    }
  }

  private void pattern(RankPattern p, RelNode root, String version, boolean streaming) {
    line(1, p.written() + " at " + position(p.span()));
    field("operator", PatternWords.operator(p, version));
    PatternWords.rankRange(p).ifPresent(range -> field("rank range", PatternWords.range(range)));
    field(
        "partition by",
        p.partitionKeys().isEmpty()
            ? "(nothing: one global partition)"
            : String.join(", ", p.partitionKeys()));
    field("order by", p.orderKeys().isEmpty() ? "(nothing)" : String.join(", ", p.orderKeys()));
    PatternWords.window(p)
        .ifPresent(
            w -> field("window", w.kind() + " on " + w.time().name().toLowerCase(Locale.ROOT)));
    if (!(p instanceof RankPattern.Rejected)) {
      field("rank number", rankNumber(p, root));
    }
    field("input", PatternWords.changes(p.input()));
    PatternWords.strategy(p).ifPresent(s -> field("strategy", PatternWords.strategy(s)));
    PatternWords.runtimeFunction(p).ifPresent(f -> field("runtime", f));
    if (p instanceof RankPattern.RankOperator operator) {
      field("output", output(operator.output()) + uniqueKeys(operator, root));
    } else if (p instanceof RankPattern.OverAggregate over) {
      field("output", output(over.output()) + ", no unique key");
    }
    field("state", PatternWords.state(p, streaming));
  }

  private static String rankNumber(RankPattern p, RelNode root) {
    if (p instanceof RankPattern.OverAggregate) {
      return "computed for every row";
    }
    if (!(p instanceof RankPattern.RankOperator operator) || !operator.outputRankNumber()) {
      return "not output by the operator";
    }
    return "output as column " + rankColumn(root, operator.site().rank().orElseThrow());
  }

  private static String output(ChangelogMode output) {
    return (output.insertOnly() ? "insert-only " : "updating ") + output;
  }

  private static String uniqueKeys(RankPattern.RankOperator p, RelNode root) {
    if (p.uniqueKeys().isEmpty()) {
      return ", no unique key";
    }
    Rank rank = p.site().rank().orElseThrow();
    String internal = rank.rowType().get(rank.rowType().size() - 1).name();
    String shown = rankColumn(root, rank);
    List<String> keys =
        p.uniqueKeys().stream()
            .map(k -> k.stream().map(n -> n.equals(internal) ? shown : n).toList())
            .map(k -> "(" + String.join(", ", k) + ")")
            .toList();
    return ", unique key " + String.join(" or ", keys);
  }

  /**
   * The name the query gives the rank number. The Rank's own field has Flink's internal name
   * ({@code w0$o0}); the alias the user wrote is on a projection above it.
   */
  static String rankColumn(RelNode root, Rank rank) {
    RelNode current = rank;
    int index = rank.rowType().size() - 1;
    String name = rank.rowType().get(index).name();
    while (name.contains("$")) {
      RelNode parent = RelNode.parentOf(root, current).orElse(null);
      if (!(parent instanceof Calc calc)) {
        break;
      }
      int next = -1;
      for (int i = 0; i < calc.projects().size(); i++) {
        if (calc.projects().get(i) instanceof Expr.Ref ref && ref.index() == index) {
          next = i;
          break;
        }
      }
      if (next < 0) {
        break;
      }
      current = calc;
      index = next;
      name = calc.rowType().get(index).name();
    }
    return name;
  }

  private static String title(AnalyzedStatement q) {
    SqlNode node = q.statement().node();
    return switch (q.kind()) {
      case QUERY -> "query";
      case INSERT ->
          "INSERT INTO "
              + q.model().sinkTarget().map(sink -> String.join(".", sink.name())).orElse("?")
              + (inStatementSet(node) ? " (statement set)" : "");
      case VIEW -> "CREATE VIEW " + name(node);
      case CREATE_TABLE_AS -> "CREATE TABLE " + name(node) + " AS";
    };
  }

  private static boolean inStatementSet(SqlNode node) {
    SqlNode statement = node instanceof SqlExecute execute ? execute.getStatement() : node;
    return statement instanceof SqlStatementSet;
  }

  private static String name(SqlNode node) {
    return node instanceof SqlCreateObject create ? create.getName().toString() : "?";
  }

  private void field(String name, String value) {
    line(2, String.format("%-13s %s", name + ":", value));
  }

  private String at(Span span) {
    return path + ":" + span.startLine() + ":" + span.startColumn() + ": ";
  }

  private static String position(Span span) {
    return "line " + span.startLine() + ", column " + span.startColumn();
  }

  private void line(int indent, String text) {
    out.append("  ".repeat(indent)).append(text).append('\n');
  }
}
