package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.Types;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlSelectKeyword;
import org.apache.calcite.sql.util.SqlBasicVisitor;

/**
 * Converts GROUP BY, aggregate calls and HAVING of a SELECT into an {@link Aggregate} over a
 * pre-projection of the group expressions and the aggregate arguments, as Calcite does.
 */
final class AggregateConverter {

  private static final String[] WINDOW_PROPERTY_PREFIXES = {"TUMBLE_", "HOP_", "SESSION_"};

  /** Whether the SELECT groups rows: a GROUP BY, or an aggregate call outside OVER. */
  static boolean needsAggregate(SqlSelect select) {
    if (select.getGroup() != null && select.getGroup().size() > 0) {
      return true;
    }
    if (select.getHaving() != null) {
      return true;
    }
    return !aggregateCalls(select).isEmpty();
  }

  /** The alias of each aliased SELECT item, by the text of its expression. */
  private static Map<String, String> selectAliases(SqlSelect select) {
    Map<String, String> aliases = new HashMap<>();
    for (SqlNode item : select.getSelectList()) {
      if (item.getKind() == SqlKind.AS && item instanceof SqlCall as) {
        aliases.putIfAbsent(as.operand(0).toString(), as.operand(1).toString());
      }
    }
    return aliases;
  }

  Phase apply(Phase in, SqlSelect select) {
    Span span = Span.of(select);
    ExprConverter converter = in.converter();
    List<SqlNode> groupNodes = new ArrayList<>();
    boolean sets = hasGroupingSets(select);
    if (select.getGroup() != null) {
      for (SqlNode g : select.getGroup()) {
        flattenGroup(g, groupNodes);
      }
    }
    if (sets) {
      groupNodes = GroupingSets.distinct(groupNodes);
    }
    List<Expr> extra = new ArrayList<>();
    List<String> extraNames = new ArrayList<>();
    int width = in.rel().rowType().size();
    List<Integer> groupKeys = new ArrayList<>();
    List<Expr> groupExprs = new ArrayList<>();
    for (SqlNode g : groupNodes) {
      Expr e = converter.convert(g);
      groupExprs.add(e);
      groupKeys.add(position(e, width, extra, extraNames));
    }
    List<List<Integer>> groupSets =
        sets ? GroupingSets.of(select.getGroup(), groupNodes, groupKeys) : List.of();
    List<SqlCall> calls = aggregateCalls(select);
    List<AggCall> aggCalls = new ArrayList<>();
    for (SqlCall unit : calls) {
      // A FILTER clause becomes the call's filter argument, a boolean field of the input.
      SqlCall call = unit.getKind() == SqlKind.FILTER ? (SqlCall) unit.operand(0) : unit;
      String name = call.getOperator().getName().toUpperCase(Locale.ROOT);
      boolean distinct =
          call.getFunctionQuantifier() != null
              && call.getFunctionQuantifier().getValue() == SqlSelectKeyword.DISTINCT;
      List<Integer> args = new ArrayList<>();
      SqlType argType = SqlType.UNKNOWN;
      for (SqlNode operand : call.getOperandList()) {
        if (operand == null || (operand instanceof SqlIdentifier id && id.isStar())) {
          continue;
        }
        if (operand instanceof SqlLiteral && name.equals("COUNT")) {
          continue;
        }
        Expr e = converter.convert(operand);
        if (args.isEmpty()) {
          argType = e.type();
        }
        args.add(position(e, width, extra, extraNames));
      }
      if (name.equals("SUM0")) {
        name = "SUM";
      }
      int filterArg =
          unit == call
              ? -1
              : position(converter.convert(unit.operand(1)), width, extra, extraNames);
      SqlType type =
          Types.groupAggregate(name, argType, groupKeys.isEmpty() || sets || filterArg >= 0);
      aggCalls.add(new AggCall(name, args, distinct, filterArg, type, Span.of(call)));
    }
    RelNode pre = Calcs.append(in.rel(), extra, extraNames, span);
    List<Field> fields = new ArrayList<>();
    for (int i = 0; i < groupKeys.size(); i++) {
      Field f = pre.rowType().get(groupKeys.get(i));
      SqlType type = groupType(f.type());
      if (!groupSets.isEmpty() && !GroupingSets.inEverySet(groupKeys.get(i), groupSets)) {
        // A key left out of some grouping set is NULL in that set's rows.
        type = type.withNullable(true);
      }
      fields.add(new Field(groupName(groupNodes.get(i), f), type));
    }
    Map<String, String> aliases = selectAliases(select);
    for (int i = 0; i < aggCalls.size(); i++) {
      // Calcite names a call after the alias its exact expression has in the SELECT list.
      String name = aliases.getOrDefault(calls.get(i).toString(), "EXPR$" + (groupKeys.size() + i));
      fields.add(new Field(name, aggCalls.get(i).type()));
    }
    Aggregate aggregate =
        new Aggregate(pre, groupKeys, groupSets, aggCalls, new RowType(fields), span);
    Phase out =
        new Phase(aggregate, new Resolver(in.resolver(), groupNodes, groupExprs, calls, aggregate));
    if (select.getHaving() != null) {
      Expr having = out.converter().convert(select.getHaving());
      out = new Phase(Calcs.filter(aggregate, having), out.resolver());
    }
    return out;
  }

  /** Group keys keep their time-attribute type only for window aggregations; decided later. */
  private static SqlType groupType(SqlType t) {
    return t;
  }

  private static String groupName(SqlNode node, Field f) {
    if (node instanceof SqlIdentifier id) {
      return id.names.get(id.names.size() - 1);
    }
    return f.name();
  }

  private static int position(Expr e, int width, List<Expr> extra, List<String> names) {
    if (e instanceof Expr.Ref r) {
      return r.index();
    }
    extra.add(e);
    names.add("$f" + (width + extra.size() - 1));
    return width + extra.size() - 1;
  }

  private static void flattenGroup(SqlNode g, List<SqlNode> out) {
    SqlKind kind = g.getKind();
    if (kind == SqlKind.GROUPING_SETS || kind == SqlKind.ROLLUP || kind == SqlKind.CUBE) {
      for (SqlNode operand : ((SqlCall) g).getOperandList()) {
        flattenGroup(operand, out);
      }
    } else if (g instanceof SqlNodeList list) {
      for (SqlNode n : list) {
        flattenGroup(n, out);
      }
    } else if (kind == SqlKind.ROW) {
      for (SqlNode operand : ((SqlCall) g).getOperandList()) {
        flattenGroup(operand, out);
      }
    } else {
      out.add(g);
    }
  }

  private static boolean hasGroupingSets(SqlSelect select) {
    if (select.getGroup() != null) {
      for (SqlNode g : select.getGroup()) {
        SqlKind kind = g.getKind();
        if (kind == SqlKind.GROUPING_SETS || kind == SqlKind.ROLLUP || kind == SqlKind.CUBE) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * WITHIN GROUP clauses and FILTER clauses other than an aggregate call's, which the plan drops.
   * An aggregate call's FILTER is its {@link AggCall#filterArg()}. GROUPING SETS, ROLLUP and CUBE
   * are modelled as {@link Aggregate#groupSets()}.
   */
  static List<PlanNote> simplifications(SqlSelect select) {
    List<PlanNote> notes = new ArrayList<>();
    SqlBasicVisitor<Void> filters =
        new SqlBasicVisitor<>() {
          @Override
          public Void visit(SqlCall call) {
            if (call.getKind() == SqlKind.OVER) {
              // An OVER call's FILTER is not an aggregate call's: it stays a simplification.
              noteAll(call, notes);
              return null;
            }
            if (filteredAggregate(call)) {
              return null;
            }
            if (call.getKind() == SqlKind.FILTER || call.getKind() == SqlKind.WITHIN_GROUP) {
              notes.add(
                  new PlanNote(PlanNote.Kind.SIMPLIFIED, call.getKind().toString(), Span.of(call)));
            }
            return call.getKind() == SqlKind.SELECT ? null : super.visit(call);
          }
        };
    select.getSelectList().accept(filters);
    if (select.getHaving() != null) {
      select.getHaving().accept(filters);
    }
    return notes;
  }

  /** Notes every FILTER and WITHIN GROUP inside the node. */
  private static void noteAll(SqlNode node, List<PlanNote> notes) {
    node.accept(
        new SqlBasicVisitor<Void>() {
          @Override
          public Void visit(SqlCall call) {
            if (call.getKind() == SqlKind.FILTER || call.getKind() == SqlKind.WITHIN_GROUP) {
              notes.add(
                  new PlanNote(PlanNote.Kind.SIMPLIFIED, call.getKind().toString(), Span.of(call)));
            }
            return call.getKind() == SqlKind.SELECT ? null : super.visit(call);
          }
        });
  }

  /** {@code agg(...) FILTER (WHERE c)} of a plain aggregate call (no WITHIN GROUP inside). */
  private static boolean filteredAggregate(SqlCall call) {
    return call.getKind() == SqlKind.FILTER
        && call.operand(0) instanceof SqlCall agg
        && isAggregate(agg);
  }

  /**
   * Aggregate calls of the select list, HAVING and ORDER BY, outside OVER function positions; a
   * call with a FILTER clause is given as the FILTER call.
   */
  static List<SqlCall> aggregateCalls(SqlSelect select) {
    List<SqlCall> calls = new ArrayList<>();
    SqlBasicVisitor<Void> visitor =
        new SqlBasicVisitor<>() {
          @Override
          public Void visit(SqlCall call) {
            if (call.getKind() == SqlKind.OVER) {
              SqlNode window = call.operand(1);
              if (window != null) {
                window.accept(this);
              }
              for (SqlNode arg : ((SqlCall) call.operand(0)).getOperandList()) {
                if (arg != null) {
                  arg.accept(this);
                }
              }
              return null;
            }
            if (call.getKind() == SqlKind.SELECT) {
              return null;
            }
            boolean filtered =
                call.getKind() == SqlKind.FILTER
                    && call.operand(0) instanceof SqlCall agg
                    && isAggregate(agg);
            if (filtered || isAggregate(call)) {
              if (calls.stream()
                  .noneMatch(c -> c.equalsDeep(call, org.apache.calcite.util.Litmus.IGNORE))) {
                calls.add(call);
              }
              return null;
            }
            for (SqlNode operand : call.getOperandList()) {
              if (operand != null) {
                operand.accept(this);
              }
            }
            return null;
          }
        };
    select.getSelectList().accept(visitor);
    if (select.getHaving() != null) {
      select.getHaving().accept(visitor);
    }
    if (select.getOrderList() != null) {
      select.getOrderList().accept(visitor);
    }
    return calls;
  }

  static boolean isAggregate(SqlCall call) {
    String name = call.getOperator().getName().toUpperCase(Locale.ROOT);
    return FunctionTypes.AGGREGATES.contains(name) && call.getKind() != SqlKind.OVER;
  }

  /** Resolves names after grouping: group keys and aggregate calls become output fields. */
  private static final class Resolver implements ExprConverter.Resolver {
    private final ExprConverter.Resolver input;
    private final List<SqlNode> groupNodes;
    private final List<Expr> groupExprs;
    private final List<SqlCall> calls;
    private final Aggregate aggregate;

    Resolver(
        ExprConverter.Resolver input,
        List<SqlNode> groupNodes,
        List<Expr> groupExprs,
        List<SqlCall> calls,
        Aggregate aggregate) {
      this.input = input;
      this.groupNodes = groupNodes;
      this.groupExprs = groupExprs;
      this.calls = calls;
      this.aggregate = aggregate;
    }

    @Override
    public FunctionScope functions() {
      return input.functions();
    }

    @Override
    public Expr resolve(SqlIdentifier id) {
      Expr e = input.resolve(id);
      if (e instanceof Expr.Ref r) {
        for (int i = 0; i < groupExprs.size(); i++) {
          if (groupExprs.get(i) instanceof Expr.Ref g && g.index() == r.index()) {
            return ref(i, Span.of(id));
          }
        }
      }
      return null;
    }

    @Override
    public Expr substitute(SqlNode node) {
      for (int i = 0; i < groupNodes.size(); i++) {
        if (!(node instanceof SqlIdentifier)
            && groupNodes.get(i).equalsDeep(node, org.apache.calcite.util.Litmus.IGNORE)) {
          return ref(i, Span.of(node));
        }
      }
      if (node instanceof SqlCall call) {
        for (int i = 0; i < calls.size(); i++) {
          if (calls.get(i).equalsDeep(call, org.apache.calcite.util.Litmus.IGNORE)) {
            return ref(groupNodes.size() + i, Span.of(node));
          }
        }
        String name = call.getOperator().getName().toUpperCase(Locale.ROOT);
        for (String prefix : WINDOW_PROPERTY_PREFIXES) {
          if (name.startsWith(prefix)) {
            return new Expr.Call(
                SqlKind.OTHER_FUNCTION,
                name,
                List.of(),
                FunctionTypes.resultOf(name, List.of()),
                Span.of(node));
          }
        }
      }
      return null;
    }

    private Expr ref(int i, Span span) {
      return new Expr.Ref(i, aggregate.rowType().get(i).type(), span);
    }
  }
}
