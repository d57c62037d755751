package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.JoinKind;
import io.github.topnkit.linter.plan.JoinType;
import io.github.topnkit.linter.plan.Opaque;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.Values;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.calcite.sql.JoinConditionType;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlJoin;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlSnapshot;
import org.apache.calcite.sql.SqlTableRef;
import org.apache.calcite.sql.SqlWithItem;

/** Converts FROM clauses: tables, views, CTEs, subqueries, window TVFs and joins. */
final class FromConverter {

  /** A converted FROM clause: the combined relation and the names it makes visible. */
  record From(RelNode rel, Scope scope) {
    /** The single empty row a SELECT without FROM reads. */
    static From single(Span span, Scope outer) {
      Values one = new Values(List.of(List.of()), RowType.EMPTY, span);
      return new From(one, new Scope(outer));
    }
  }

  /** One FROM item with its alias; {@code snapshot} holds a FOR SYSTEM_TIME AS OF period. */
  record Item(RelNode rel, String alias, SqlNode snapshot, boolean correlate) {}

  private final ConversionContext ctx;
  private final QueryConverter queries;
  private final WindowTvfConverter tvfs;
  private final CorrelateSortToRank correlatedLimits;

  FromConverter(ConversionContext ctx, QueryConverter queries) {
    this.ctx = ctx;
    this.queries = queries;
    this.tvfs = new WindowTvfConverter(this);
    this.correlatedLimits = new CorrelateSortToRank(ctx, this);
  }

  From convert(SqlNode node, Scope outer) {
    if (node instanceof SqlJoin join) {
      return join(join, outer);
    }
    Item item = item(node, outer);
    return new From(item.rel(), Scope.of(item.alias(), item.rel(), outer));
  }

  Item item(SqlNode node, Scope outer) {
    Span span = Span.of(node);
    switch (node.getKind()) {
      case AS -> {
        SqlCall as = (SqlCall) node;
        Item inner = item(as.operand(0), outer);
        String alias = ((SqlIdentifier) as.operand(1)).getSimple();
        RelNode rel = inner.rel();
        if (as.operandCount() > 2) {
          List<String> names = new ArrayList<>();
          for (SqlNode n : as.getOperandList().subList(2, as.operandCount())) {
            names.add(((SqlIdentifier) n).getSimple());
          }
          rel = Calcs.rename(rel, names, span);
        }
        return new Item(rel, alias, inner.snapshot(), inner.correlate());
      }
      case IDENTIFIER -> {
        return table((SqlIdentifier) node, outer);
      }
      case TABLE_REF -> {
        return item(((SqlTableRef) node).operand(0), outer);
      }
      case SNAPSHOT -> {
        SqlSnapshot snapshot = (SqlSnapshot) node;
        Item table = item(snapshot.getTableRef(), outer);
        return new Item(table.rel(), table.alias(), snapshot.getPeriod(), false);
      }
      case COLLECTION_TABLE -> {
        return collectionTable((SqlCall) node, outer, span);
      }
      case LATERAL, UNNEST -> {
        return correlate(node, outer, span);
      }
      case SELECT, UNION, INTERSECT, EXCEPT, WITH, ORDER_BY, VALUES -> {
        return new Item(queries.convert(node, outer), null, null, false);
      }
      default -> {
        ctx.note(new PlanNote(PlanNote.Kind.UNSUPPORTED, node.getKind().toString(), span));
        return new Item(
            new Opaque(List.of(), RowType.EMPTY, node.getKind().toString(), span),
            null,
            null,
            false);
      }
    }
  }

  /** A table, view or CTE by name; unknown names get a schema of every name the query uses. */
  Item table(SqlIdentifier id, Scope outer) {
    Span span = Span.of(id);
    String alias = id.names.get(id.names.size() - 1);
    if (id.names.size() == 1) {
      SqlNode cte = ctx.cte(id.getSimple());
      if (cte instanceof SqlWithItem withItem) {
        return new Item(queries.cte(withItem, outer), alias, null, false);
      }
    }
    Optional<TableDef> found = ctx.catalog.lookup(id.names);
    if (found.isEmpty()) {
      ctx.note(new PlanNote(PlanNote.Kind.UNKNOWN_TABLE, String.join(".", id.names), span));
      List<Field> fields = new ArrayList<>();
      ctx.referencedNames().stream()
          .sorted()
          .forEach(n -> fields.add(new Field(n, SqlType.UNKNOWN)));
      return new Item(
          new TableScan(Optional.empty(), id.names, new RowType(fields), span), alias, null, false);
    }
    TableDef table = found.get();
    if (table.isView()) {
      return new Item(view(table, span, outer), alias, null, false);
    }
    List<Field> fields = new ArrayList<>();
    for (Column c : table.columns()) {
      fields.add(new Field(c.name(), c.type(), c.hidden()));
    }
    return new Item(
        new TableScan(Optional.of(table), id.names, new RowType(fields), span), alias, null, false);
  }

  private RelNode view(TableDef view, Span span, Scope outer) {
    String key = String.join(".", view.path());
    if (!ctx.enterView(key)) {
      ctx.note(new PlanNote(PlanNote.Kind.UNSUPPORTED, "view " + key + " refers to itself", span));
      return new Opaque(List.of(), RowType.EMPTY, "recursive view", span);
    }
    try {
      RelNode rel = queries.convert(view.viewQuery().orElseThrow(), null);
      if (!view.viewColumnNames().isEmpty()) {
        rel = Calcs.rename(rel, view.viewColumnNames(), span);
      }
      return rel;
    } finally {
      ctx.exitView(key);
    }
  }

  private Item collectionTable(SqlCall node, Scope outer, Span span) {
    SqlNode function = node.operand(0);
    if (function instanceof SqlBasicCall call) {
      String name = call.getOperator().getName().toUpperCase(Locale.ROOT);
      if (WindowTvfConverter.isWindowTvf(name)) {
        boolean bare =
            Span.of(node).equals(Span.of(call))
                || (node.getParserPosition().getLineNum() == call.getParserPosition().getLineNum()
                    && node.getParserPosition().getColumnNum()
                        == call.getParserPosition().getColumnNum());
        return new Item(tvfs.convert(call, name, bare, outer), null, null, false);
      }
    }
    ctx.note(new PlanNote(PlanNote.Kind.UNSUPPORTED, "table function", span));
    return new Item(new Opaque(List.of(), RowType.EMPTY, "table function", span), null, null, true);
  }

  private Item correlate(SqlNode node, Scope outer, Span span) {
    SqlNode inner = node.getKind() == SqlKind.LATERAL ? ((SqlCall) node).operand(0) : node;
    if (inner.getKind() == SqlKind.SELECT
        || inner.getKind() == SqlKind.WITH
        || inner.getKind() == SqlKind.ORDER_BY) {
      return new Item(queries.convert(inner, outer), null, null, true);
    }
    return new Item(new Opaque(List.of(), RowType.EMPTY, "correlate", span), null, null, true);
  }

  private From join(SqlJoin join, Scope outer) {
    Span span = Span.of(join);
    From left = convert(join.getLeft(), outer);
    Item rightItem;
    From right;
    if (join.getRight() instanceof SqlJoin nested) {
      right = join(nested, outer);
      rightItem = new Item(right.rel(), null, null, false);
    } else {
      Optional<From> rank = correlatedLimits.rewrite(join, left, outer);
      if (rank.isPresent()) {
        return rank.get();
      }
      Scope lateralScope = new Scope(outer);
      lateralScope.addAll(left.scope());
      int correlations = ctx.outerReferences().size();
      rightItem = item(join.getRight(), lateralScope);
      if (rightItem.correlate() && ctx.outerReferences().size() > correlations) {
        noteOuterReference(ctx.outerReferences().get(correlations), lateralScope);
        if (correlations == 0) {
          ctx.firstCorrelation = Optional.of(correlationName(rightItem.rel()));
        }
        noteUndecorrelated(rightItem.rel());
      }
      right = new From(rightItem.rel(), Scope.of(rightItem.alias(), rightItem.rel(), outer));
    }
    Scope combined = new Scope(outer);
    combined.addAll(left.scope());
    combined.addAll(right.scope());
    int leftWidth = left.rel().rowType().size();
    Expr condition = condition(join, combined, left, right, leftWidth, span);
    JoinType type =
        switch (join.getJoinType()) {
          case LEFT -> JoinType.LEFT;
          case RIGHT -> JoinType.RIGHT;
          case FULL -> JoinType.FULL;
          default -> JoinType.INNER;
        };
    JoinAnalysis analysis = JoinAnalysis.of(condition, left.rel(), right.rel(), leftWidth);
    JoinKind kind;
    if (rightItem.snapshot() != null) {
      Expr period =
          new ExprConverter(QueryConverter.resolver(combined)).convert(rightItem.snapshot());
      kind =
          period.type().timeKind() == io.github.topnkit.linter.catalog.TimeKind.PROCTIME
              ? JoinKind.LOOKUP
              : JoinKind.TEMPORAL;
    } else if (rightItem.correlate()) {
      kind = JoinKind.CORRELATE;
    } else {
      kind = analysis.kind();
    }
    RowType rowType =
        JoinAnalysis.outputType(left.rel().rowType(), right.rel().rowType(), kind, type);
    Join rel =
        new Join(
            left.rel(),
            right.rel(),
            type,
            condition,
            kind,
            analysis.leftKeys(),
            analysis.rightKeys(),
            rowType,
            span);
    combined = retype(combined, rowType);
    return new From(rel, combined);
  }

  /** Notes a LATERAL subquery's first outer reference with the alias of the FROM item it reads. */
  void noteOuterReference(SqlIdentifier id, Scope left) {
    left.aliasOf(id)
        .ifPresent(
            alias ->
                ctx.note(new PlanNote(PlanNote.Kind.LATERAL_OUTER_REFERENCE, alias, Span.of(id))));
  }

  /**
   * Notes the first LIMIT or OFFSET (a Sort: the model makes one of nothing else) below a
   * correlated LATERAL: Flink's {@code RelDecorrelator} gives up on a Sort with a fetch or offset
   * under a correlation, so the whole statement stays correlated and {@code
   * FlinkDecorrelateProgram} fails on the first correlation variable it meets top down, the first
   * LATERAL's.
   */
  private void noteUndecorrelated(RelNode right) {
    String variable = ctx.firstCorrelation.orElse("");
    limitingSort(right)
        .ifPresent(
            sort ->
                ctx.note(new PlanNote(PlanNote.Kind.CORRELATE_VARIABLE, variable, sort.span())));
  }

  /**
   * The correlation variable SqlToRel gives the statement's first correlated LATERAL: it numbers
   * outer references as it converts them (WHERE before the SELECT list) and names a subquery's
   * correlation after the first one met top down, so it is {@code $cor0} unless the SELECT list
   * reads an outer column too; empty when the model does not know the number.
   */
  private static String correlationName(RelNode right) {
    RelNode top = right instanceof Sort sort ? sort.input() : right;
    boolean selectsOuter =
        top instanceof Calc calc && calc.projects().stream().anyMatch(Exprs::containsUnresolved);
    return selectsOuter ? "" : "$cor0";
  }

  private static Optional<Sort> limitingSort(RelNode node) {
    if (node instanceof Sort sort) {
      return Optional.of(sort);
    }
    for (RelNode input : node.inputs()) {
      Optional<Sort> found = limitingSort(input);
      if (found.isPresent()) {
        return found;
      }
    }
    return Optional.empty();
  }

  /** The scope over a join's output, whose field types may be materialized. */
  private static Scope retype(Scope scope, RowType rowType) {
    Scope result = new Scope(scope.parent());
    for (Scope.Namespace ns : scope.namespaces()) {
      List<Field> fields = new ArrayList<>();
      for (int i = 0; i < ns.rowType().size(); i++) {
        fields.add(rowType.get(ns.offset() + i).withName(ns.rowType().get(i).name()));
      }
      result.add(ns.alias(), new RowType(fields), ns.closed());
    }
    return result;
  }

  private Expr condition(
      SqlJoin join, Scope combined, From left, From right, int leftWidth, Span span) {
    ExprConverter converter = new ExprConverter(QueryConverter.resolver(combined));
    if (join.getConditionType() == JoinConditionType.ON && join.getCondition() != null) {
      return converter.convert(join.getCondition());
    }
    List<String> names = new ArrayList<>();
    if (join.getConditionType() == JoinConditionType.USING && join.getCondition() != null) {
      for (SqlNode n : (SqlNodeList) join.getCondition()) {
        names.add(((SqlIdentifier) n).getSimple());
      }
    } else if (join.isNatural()) {
      for (String n : left.rel().rowType().names()) {
        if (right.rel().rowType().indexOf(n) >= 0) {
          names.add(n);
        }
      }
    }
    List<Expr> parts = new ArrayList<>();
    for (String n : names) {
      int l = left.rel().rowType().indexOf(n);
      int r = right.rel().rowType().indexOf(n);
      if (l >= 0 && r >= 0) {
        parts.add(
            ExprConverter.comparison(
                SqlKind.EQUALS,
                new Expr.Ref(l, left.rel().rowType().get(l).type(), span),
                new Expr.Ref(leftWidth + r, right.rel().rowType().get(r).type(), span),
                span));
      }
    }
    if (parts.isEmpty()) {
      return new Expr.Lit(Boolean.TRUE, SqlType.BOOLEAN, span);
    }
    return parts.size() == 1
        ? parts.get(0)
        : new Expr.Call(SqlKind.AND, "AND", parts, SqlType.BOOLEAN, span);
  }

  ConversionContext context() {
    return ctx;
  }
}
