package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.OverCall;
import io.github.topnkit.linter.plan.OverGroup;
import io.github.topnkit.linter.plan.PlanPrinter;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RankSite;
import io.github.topnkit.linter.plan.RankType;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.TableScan;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.calcite.sql.JoinConditionType;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlJoin;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;

/**
 * Flink's {@code CorrelateSortToRankRule}, which only the streaming planner runs before
 * decorrelation: an inner LATERAL join whose left side is a GROUP BY or DISTINCT without aggregate
 * calls over a mapping of some input, and whose right side is a {@link CorrelatedLimit} over the
 * same input, each WHERE conjunct equating one of its columns with a column of the left side,
 * becomes a ROW_NUMBER Rank of that input partitioned by the correlated columns, ranks 1 to the
 * LIMIT, without rank number, under a projection of the correlated columns (in place of the left
 * side's) and the subquery's columns.
 */
final class CorrelateSortToRank {

  private final ConversionContext ctx;
  private final FromConverter from;

  CorrelateSortToRank(ConversionContext ctx, FromConverter from) {
    this.ctx = ctx;
    this.from = from;
  }

  /** The Rank the rule makes of the join, empty when the rule does not match it. */
  Optional<FromConverter.From> rewrite(SqlJoin join, FromConverter.From left, Scope outer) {
    if (ctx.batch || !innerWithoutCondition(join)) {
      return Optional.empty();
    }
    CorrelatedLimit lateral = CorrelatedLimit.of(join.getRight());
    RelNode grouped = lateral == null ? null : groupedInput(left.rel());
    if (grouped == null) {
      return Optional.empty();
    }
    int notes = ctx.notes.size();
    Optional<FromConverter.From> rank = rank(lateral, left, grouped, outer, Span.of(join));
    if (rank.isEmpty()) {
      // Not matched: the subquery stays unconverted as before, so its notes go too.
      ctx.notes.subList(notes, ctx.notes.size()).clear();
    }
    return rank;
  }

  /** A comma, CROSS JOIN or JOIN ... ON TRUE: Calcite's inner Correlate without a filter. */
  private static boolean innerWithoutCondition(SqlJoin join) {
    if (join.isNatural()) {
      return false;
    }
    return switch (join.getJoinType()) {
      case COMMA, CROSS -> true;
      case INNER ->
          join.getConditionType() == JoinConditionType.ON
              && join.getCondition() instanceof SqlLiteral literal
              && Boolean.TRUE.equals(literal.getValue());
      default -> false;
    };
  }

  /**
   * The input of an Aggregate without calls or grouping sets, below the mapping Calc DISTINCT puts
   * under it (GROUP BY's conversion has it under an identity Calc instead); null otherwise.
   */
  private static RelNode groupedInput(RelNode left) {
    RelNode node = left;
    if (node instanceof Calc calc && calc.condition() == null && calc.isIdentity()) {
      node = calc.input();
    }
    if (!(node instanceof Aggregate agg) || !agg.calls().isEmpty() || agg.hasGroupingSets()) {
      return null;
    }
    RelNode input = agg.input();
    if (input instanceof Calc calc) {
      boolean mapping =
          calc.condition() == null && calc.projects().stream().allMatch(Expr.Ref.class::isInstance);
      return mapping ? calc.input() : null;
    }
    return input;
  }

  private Optional<FromConverter.From> rank(
      CorrelatedLimit lateral,
      FromConverter.From left,
      RelNode grouped,
      Scope outer,
      Span joinSpan) {
    FromConverter.From inner = from.convert(lateral.select().getFrom(), outer);
    RelNode input = inner.rel();
    if (!sameInput(grouped, input)) {
      return Optional.empty();
    }
    List<Integer> partition = partitionKeys(lateral, inner.scope(), input.rowType(), left);
    Selected selected = selected(lateral, inner.scope());
    if (partition == null || selected == null) {
      return Optional.empty();
    }
    List<SortKey> order = orderKeys(lateral, inner.scope(), input, selected);
    if (order == null) {
      return Optional.empty();
    }
    Rank rank =
        new Rank(
            input,
            RankType.ROW_NUMBER,
            new RankRange.Constant(1, lateral.fetch()),
            partition,
            order,
            false,
            input.rowType(),
            lateral.span());
    register(rank, lateral);
    SqlCall first = lateral.equalities().get(0);
    SqlIdentifier a = first.operand(0);
    from.noteOuterReference(inner.scope().resolve(a) < 0 ? a : first.operand(1), left.scope());
    return Optional.of(project(rank, left, lateral.alias(), selected, outer, joinSpan));
  }

  /**
   * Whether both sides read the same input: the rule compares digests, which the printed plan
   * stands for where it holds only scans and Calcs.
   */
  private static boolean sameInput(RelNode a, RelNode b) {
    return scansAndCalcs(a)
        && scansAndCalcs(b)
        && Scope.isClosed(a)
        && PlanPrinter.print(a).equals(PlanPrinter.print(b));
  }

  private static boolean scansAndCalcs(RelNode node) {
    if (!(node instanceof TableScan) && !(node instanceof Calc)) {
      return false;
    }
    return node.inputs().stream().allMatch(CorrelateSortToRank::scansAndCalcs);
  }

  /**
   * The subquery's columns each equality ties to a column of the left side, ascending as the rule
   * collects them; null when a conjunct does not, or when they do not line up with the left side's
   * fields, type for type (the rule's result must have the Correlate's row type).
   */
  private static List<Integer> partitionKeys(
      CorrelatedLimit lateral, Scope inner, RowType inputType, FromConverter.From left) {
    List<Integer> keys = new ArrayList<>();
    for (SqlCall equality : lateral.equalities()) {
      int key = correlatedColumn(equality, inner, inputType, left);
      if (key < 0) {
        return null;
      }
      if (!keys.contains(key)) {
        keys.add(key);
      }
    }
    keys.sort(null);
    RowType leftType = left.rel().rowType();
    if (keys.size() != leftType.size()) {
      return null;
    }
    for (int i = 0; i < keys.size(); i++) {
      if (!inputType.get(keys.get(i)).type().equals(leftType.get(i).type())) {
        return null;
      }
    }
    return keys;
  }

  /**
   * The subquery column of {@code column = outer.column}, or -1: one side must name a column of the
   * subquery's FROM, the other one of the left side only, of the same type (Calcite casts
   * otherwise, and the rule wants a bare correlation variable).
   */
  private static int correlatedColumn(
      SqlCall equality, Scope inner, RowType inputType, FromConverter.From left) {
    SqlIdentifier a = equality.operand(0);
    SqlIdentifier b = equality.operand(1);
    int innerA = inner.resolve(a);
    int innerB = inner.resolve(b);
    if ((innerA < 0) == (innerB < 0)) {
      return -1;
    }
    int column = innerA >= 0 ? innerA : innerB;
    int outerColumn = left.scope().resolve(innerA >= 0 ? b : a);
    if (outerColumn < 0) {
      return -1;
    }
    SqlType innerType = inputType.get(column).type();
    SqlType outerType = left.rel().rowType().get(outerColumn).type();
    return innerType.withNullable(true).equals(outerType.withNullable(true)) ? column : -1;
  }

  /** The SELECT list: the input field and output name of each item, a star expanded. */
  private record Selected(List<Integer> columns, List<String> names) {}

  /** The SELECT list, the LATERAL's column aliases applied; null for a name not in the FROM. */
  private static Selected selected(CorrelatedLimit lateral, Scope inner) {
    List<Integer> columns = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (SqlNode item : lateral.select().getSelectList()) {
      SqlIdentifier id = (SqlIdentifier) stripAlias(item);
      if (id.isStar()) {
        for (Scope.Namespace ns : starred(id, inner)) {
          for (int i = 0; i < ns.rowType().size(); i++) {
            Field f = ns.rowType().get(i);
            if (!f.hidden()) {
              columns.add(ns.offset() + i);
              names.add(f.name());
            }
          }
        }
        continue;
      }
      int column = inner.resolve(id);
      if (column < 0) {
        return null;
      }
      columns.add(column);
      names.add(QueryConverter.outputName(item, names.size()));
    }
    for (int i = 0; i < lateral.columnNames().size() && i < names.size(); i++) {
      names.set(i, lateral.columnNames().get(i));
    }
    return new Selected(columns, names);
  }

  private static List<Scope.Namespace> starred(SqlIdentifier star, Scope inner) {
    if (star.names.size() == 1) {
      return inner.namespaces();
    }
    Scope.Namespace ns = inner.namespace(star.names.get(star.names.size() - 2));
    return ns == null ? List.of() : List.of(ns);
  }

  private static SqlNode stripAlias(SqlNode item) {
    return item.getKind() == SqlKind.AS ? ((SqlCall) item).operand(0) : item;
  }

  /**
   * The ORDER BY keys as fields of the input; null when a key is not a selected column, where
   * SqlToRel adds it to the projection and puts another one above the Sort the rule cannot match.
   */
  private static List<SortKey> orderKeys(
      CorrelatedLimit lateral, Scope inner, RelNode input, Selected selected) {
    ExprConverter converter = new ExprConverter(orderResolver(inner, input, selected));
    List<SortKey> keys = new ArrayList<>();
    for (SqlNode node : lateral.order()) {
      SortKey key = OverConverter.sortKey(node, converter, input.rowType());
      if (key == null) {
        return null;
      }
      keys.add(key);
    }
    return keys;
  }

  /** ORDER BY names: an output name first, then a selected input column; ordinals by position. */
  private static ExprConverter.Resolver orderResolver(
      Scope inner, RelNode input, Selected selected) {
    List<Integer> columns = selected.columns();
    List<String> names = selected.names();
    return new ExprConverter.Resolver() {
      @Override
      public Expr resolve(SqlIdentifier id) {
        if (id.isSimple() && names.indexOf(id.getSimple()) >= 0) {
          int first = names.indexOf(id.getSimple());
          return first == names.lastIndexOf(id.getSimple()) ? ref(columns.get(first), id) : null;
        }
        int column = inner.resolve(id);
        return columns.contains(column) ? ref(column, id) : null;
      }

      @Override
      public Expr substitute(SqlNode node) {
        if (node instanceof SqlLiteral literal
            && literal.getValue() instanceof java.math.BigDecimal ordinal
            && ordinal.intValue() >= 1
            && ordinal.intValue() <= columns.size()) {
          return ref(columns.get(ordinal.intValue() - 1), node);
        }
        return null;
      }

      private Expr ref(int column, SqlNode node) {
        return new Expr.Ref(column, input.rowType().get(column).type(), Span.of(node));
      }
    };
  }

  /** Records the rank site, with the ROW_NUMBER window the rule builds standing for OVER. */
  private void register(Rank rank, CorrelatedLimit lateral) {
    Span span = lateral.span();
    OverCall call =
        new OverCall("ROW_NUMBER", List.of(), SqlType.BIGINT.withNullable(false), false, span);
    OverGroup group =
        new OverGroup(
            rank.partitionKeys(),
            rank.orderKeys(),
            true,
            true,
            true,
            false,
            List.of(call),
            !rank.orderKeys().isEmpty(),
            span,
            Span.of(lateral.select().getWhere()),
            false);
    List<Field> fields = new ArrayList<>(rank.input().rowType().fields());
    fields.add(new Field("w0$o0", call.type()));
    Over over = new Over(rank.input(), List.of(group), new RowType(fields), span);
    ctx.sites.add(RankSite.fromCorrelatedLimit(over, group, call, rank));
  }

  /** The correlated columns in place of the left side's, then the subquery's columns. */
  private static FromConverter.From project(
      Rank rank, FromConverter.From left, String alias, Selected selected, Scope outer, Span span) {
    List<Expr> projects = new ArrayList<>();
    List<Field> fields = new ArrayList<>();
    RowType leftType = left.rel().rowType();
    for (int i = 0; i < rank.partitionKeys().size(); i++) {
      int key = rank.partitionKeys().get(i);
      projects.add(new Expr.Ref(key, rank.rowType().get(key).type(), span));
      fields.add(leftType.get(i));
    }
    List<Field> right = new ArrayList<>();
    for (int i = 0; i < selected.columns().size(); i++) {
      int column = selected.columns().get(i);
      SqlType type = rank.rowType().get(column).type();
      projects.add(new Expr.Ref(column, type, span));
      right.add(new Field(selected.names().get(i), type));
    }
    fields.addAll(right);
    Calc calc = new Calc(rank, projects, null, new RowType(fields), span);
    Scope scope = new Scope(outer);
    scope.addAll(left.scope());
    scope.add(alias, new RowType(right), true);
    return new FromConverter.From(calc, scope);
  }
}
