package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.linter.plan.RankSite;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.util.SqlBasicVisitor;

/**
 * State shared while one statement is converted: catalog, mode, CTEs in scope, notes, the rank
 * sites conversion itself recognizes, guards.
 */
final class ConversionContext {

  private static final int MAX_DEPTH = 200;

  final Catalog catalog;
  final boolean batch;
  final FunctionScope functions;
  final List<PlanNote> notes = new ArrayList<>();
  final List<RankSite> sites = new ArrayList<>();
  private final Deque<Map<String, SqlNode>> ctes = new ArrayDeque<>();
  private final Set<String> viewsInProgress = new HashSet<>();
  private final SqlNode statement;
  private Set<String> referencedNames;
  private int depth;
  private final List<SqlIdentifier> outerReferences = new ArrayList<>();

  /**
   * @param checkedFunctions the version whose built-in functions a call may name; empty to check no
   *     call
   */
  ConversionContext(
      Catalog catalog,
      SqlNode statement,
      boolean batch,
      java.util.Optional<io.github.topnkit.linter.target.FlinkVersion> checkedFunctions) {
    this.catalog = catalog;
    this.batch = batch;
    this.statement = statement;
    this.functions = new FunctionScope(catalog, checkedFunctions, notes::add);
  }

  /** Every column-like name used in the statement, the schema given to unknown tables. */
  Set<String> referencedNames() {
    if (referencedNames == null) {
      // Only unknown tables need it, so the walk is done on first use.
      referencedNames = collectNames(statement);
    }
    return referencedNames;
  }

  void note(PlanNote note) {
    notes.add(note);
  }

  /**
   * The name Flink's decorrelation check reports for the statement's first correlated LATERAL,
   * empty when the model does not know its number; unset before that LATERAL is converted.
   */
  Optional<String> firstCorrelation = Optional.empty();

  /** Records a column reference that an enclosing query resolves (a correlation). */
  void outerReference(SqlIdentifier id) {
    outerReferences.add(id);
  }

  /** The correlated references conversion has met so far, in conversion order. */
  List<SqlIdentifier> outerReferences() {
    return outerReferences;
  }

  void pushCtes(Map<String, SqlNode> definitions) {
    ctes.push(definitions);
  }

  void popCtes() {
    ctes.pop();
  }

  /** The query of the innermost CTE with the name, or null. */
  SqlNode cte(String name) {
    for (Map<String, SqlNode> level : ctes) {
      SqlNode q = level.get(name);
      if (q != null) {
        return q;
      }
    }
    return null;
  }

  boolean enterView(String name) {
    return viewsInProgress.add(name);
  }

  void exitView(String name) {
    viewsInProgress.remove(name);
  }

  /** Guards against pathological nesting: false when the query is too deep to analyze. */
  boolean enter() {
    return ++depth <= MAX_DEPTH;
  }

  void exit() {
    depth--;
  }

  private static Set<String> collectNames(SqlNode statement) {
    Set<String> names = new HashSet<>();
    if (statement == null) {
      return names;
    }
    statement.accept(
        new SqlBasicVisitor<Void>() {
          @Override
          public Void visit(SqlIdentifier id) {
            if (!id.isStar()) {
              names.add(id.names.get(id.names.size() - 1));
            }
            return null;
          }

          @Override
          public Void visit(SqlCall call) {
            for (SqlNode operand : call.getOperandList()) {
              if (operand != null) {
                operand.accept(this);
              }
            }
            return null;
          }
        });
    return names;
  }
}
