package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.OverCall;
import io.github.topnkit.linter.plan.OverGroup;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlUnresolvedFunction;
import org.apache.calcite.sql.SqlWindow;
import org.apache.calcite.sql.util.SqlBasicVisitor;
import org.apache.calcite.util.Litmus;

/**
 * Converts the {@code f() OVER (...)} calls of a SELECT (and its QUALIFY) into one {@link Over}
 * node, grouping calls by window as Calcite's {@code ProjectToWindowRule} does.
 */
final class OverConverter {

  private static final java.util.Set<String> ROWS_FRAMED = java.util.Set.of("ROW_NUMBER", "NTILE");

  Phase apply(Phase in, SqlSelect select, List<SqlNode> holders) {
    List<SqlCall> overCalls = new ArrayList<>();
    for (SqlNode holder : holders) {
      collect(holder, overCalls);
    }
    if (overCalls.isEmpty()) {
      return in;
    }
    ExprConverter converter = in.converter();
    int width = in.rel().rowType().size();
    List<Expr> extra = new ArrayList<>();
    List<String> extraNames = new ArrayList<>();
    List<PendingCall> pending = new ArrayList<>();
    for (SqlCall over : overCalls) {
      pending.add(pendingCall(over, select, converter, width, extra, extraNames));
    }
    Span span = Span.of(select);
    RelNode pre = Calcs.append(in.rel(), extra, extraNames, span);
    List<OverGroup> groups = new ArrayList<>();
    List<List<Integer>> callIndexes = new ArrayList<>();
    for (int i = 0; i < pending.size(); i++) {
      PendingCall p = pending.get(i);
      int g = 0;
      while (g < groups.size() && !groups.get(g).sameWindow(p.group())) {
        g++;
      }
      if (g == groups.size()) {
        groups.add(p.group());
        callIndexes.add(new ArrayList<>());
      } else {
        OverGroup existing = groups.get(g);
        List<OverCall> calls = new ArrayList<>(existing.calls());
        calls.addAll(p.group().calls());
        groups.set(
            g,
            new OverGroup(
                existing.partitionKeys(),
                existing.orderKeys(),
                existing.rows(),
                existing.lowerUnbounded(),
                existing.upperCurrentRow(),
                existing.explicitFrame() || p.group().explicitFrame(),
                calls,
                existing.orderByWritten(),
                existing.windowSpan(),
                existing.partitionSpan(),
                existing.constantColumnsDropped()));
      }
      callIndexes.get(g).add(i);
    }
    int[] outputIndex = new int[pending.size()];
    List<Field> fields = new ArrayList<>(pre.rowType().fields());
    for (int g = 0; g < groups.size(); g++) {
      for (int i : callIndexes.get(g)) {
        outputIndex[i] = fields.size();
        OverCall call = pending.get(i).group().calls().get(0);
        fields.add(new Field("w" + g + "$o" + (fields.size() - pre.rowType().size()), call.type()));
      }
    }
    Over over = new Over(pre, groups, new RowType(fields), span);
    ExprConverter.Resolver inner = in.resolver();
    ExprConverter.Resolver resolver =
        new ExprConverter.Resolver() {
          @Override
          public Expr resolve(SqlIdentifier id) {
            return inner.resolve(id);
          }

          @Override
          public Expr substitute(SqlNode node) {
            if (node.getKind() == SqlKind.OVER) {
              for (int i = 0; i < overCalls.size(); i++) {
                if (overCalls.get(i).equalsDeep(node, Litmus.IGNORE)) {
                  return new Expr.Ref(
                      outputIndex[i], fields.get(outputIndex[i]).type(), Span.of(node));
                }
              }
            }
            return inner.substitute(node);
          }

          @Override
          public FunctionScope functions() {
            return inner.functions();
          }
        };
    return new Phase(over, resolver);
  }

  private record PendingCall(OverGroup group) {}

  private PendingCall pendingCall(
      SqlCall over,
      SqlSelect select,
      ExprConverter converter,
      int width,
      List<Expr> extra,
      List<String> extraNames) {
    SqlCall function = over.operand(0);
    String name = function.getOperator().getName().toUpperCase(Locale.ROOT);
    SqlWindow window = window(over.operand(1), select);
    List<Integer> args = new ArrayList<>();
    SqlType argType = SqlType.UNKNOWN;
    List<SqlType> argTypes = new ArrayList<>();
    for (SqlNode operand : function.getOperandList()) {
      if (operand == null || (operand instanceof SqlIdentifier id && id.isStar())) {
        continue;
      }
      Expr e = converter.convert(operand);
      if (args.isEmpty()) {
        argType = e.type();
      }
      argTypes.add(e.type());
      args.add(position(e, width, extra, extraNames));
    }
    List<Integer> partition = new ArrayList<>();
    List<SortKey> order = new ArrayList<>();
    boolean orderWritten = false;
    boolean rows = ROWS_FRAMED.contains(name);
    boolean lowerUnbounded = true;
    boolean upperCurrentRow = true;
    boolean explicitFrame = false;
    Span windowSpan = Span.of(over);
    Span partitionSpan = windowSpan;
    if (window != null) {
      windowSpan = Span.of(window);
      SqlNodeList partitionList = window.getPartitionList();
      if (partitionList != null && partitionList.size() > 0) {
        partitionSpan = Span.of(partitionList);
        for (SqlNode p : partitionList) {
          int key = position(converter.convert(p), width, extra, extraNames);
          if (key >= 0) {
            partition.add(key);
          }
        }
      }
      SqlNodeList orderList = window.getOrderList();
      if (orderList != null && orderList.size() > 0) {
        orderWritten = true;
        for (SqlNode o : orderList) {
          SortKey key = sortKey(o, converter, null);
          if (key != null) {
            Expr e = converter.convert(stripDirection(o));
            key = key.withField(position(e, width, extra, extraNames));
            order.add(key);
          }
        }
      }
      if (window.getLowerBound() != null || window.getUpperBound() != null) {
        explicitFrame = true;
        rows = window.isRows();
        lowerUnbounded = isUnboundedPreceding(window.getLowerBound());
        upperCurrentRow =
            window.getUpperBound() == null || SqlWindow.isCurrentRow(window.getUpperBound());
      } else if (!OverCall.isRankFunctionName(name) && order.isEmpty()) {
        upperCurrentRow = false;
      }
    } else if (!OverCall.isRankFunctionName(name)) {
      upperCurrentRow = false;
    }
    if (function.getOperator() instanceof SqlUnresolvedFunction) {
      converter
          .functions()
          .unresolvedCall(function.getOperator().getName(), argTypes, Span.of(function));
    }
    OverCall call =
        new OverCall(name, args, Types.aggregate(name, argType), explicitFrame, Span.of(over));
    OverGroup group =
        new OverGroup(
            partition,
            order,
            rows,
            lowerUnbounded,
            upperCurrentRow,
            explicitFrame,
            List.of(call),
            orderWritten,
            windowSpan,
            partitionSpan,
            false);
    return new PendingCall(group);
  }

  private static boolean isUnboundedPreceding(SqlNode bound) {
    return bound == null || SqlWindow.isUnboundedPreceding(bound);
  }

  /** The window an OVER refers to: inline, or by name from the WINDOW clause (inheriting). */
  private static SqlWindow window(SqlNode spec, SqlSelect select) {
    if (spec instanceof SqlWindow w) {
      if (w.getRefName() != null) {
        SqlWindow base = named(w.getRefName().getSimple(), select);
        if (base != null) {
          return merge(base, w);
        }
      }
      return w;
    }
    if (spec instanceof SqlIdentifier id) {
      return named(id.getSimple(), select);
    }
    return null;
  }

  private static SqlWindow named(String name, SqlSelect select) {
    if (select.getWindowList() == null) {
      return null;
    }
    for (SqlNode n : select.getWindowList()) {
      SqlWindow w = (SqlWindow) n;
      if (w.getDeclName() != null && w.getDeclName().getSimple().equals(name)) {
        return w;
      }
    }
    return null;
  }

  private static SqlWindow merge(SqlWindow base, SqlWindow refining) {
    SqlNodeList partition =
        refining.getPartitionList() != null && refining.getPartitionList().size() > 0
            ? refining.getPartitionList()
            : base.getPartitionList();
    SqlNodeList order =
        refining.getOrderList() != null && refining.getOrderList().size() > 0
            ? refining.getOrderList()
            : base.getOrderList();
    SqlNode lower =
        refining.getLowerBound() != null ? refining.getLowerBound() : base.getLowerBound();
    SqlNode upper =
        refining.getUpperBound() != null ? refining.getUpperBound() : base.getUpperBound();
    return SqlWindow.create(
        null,
        null,
        partition,
        order,
        org.apache.calcite.sql.SqlLiteral.createBoolean(
            refining.isRows() || base.isRows(), refining.getParserPosition()),
        lower,
        upper,
        null,
        refining.getParserPosition());
  }

  private static int position(Expr e, int width, List<Expr> extra, List<String> names) {
    if (e instanceof Expr.Ref r) {
      return r.index();
    }
    if (e instanceof Expr.Lit) {
      return -1;
    }
    extra.add(e);
    names.add("$f" + (width + extra.size() - 1));
    return width + extra.size() - 1;
  }

  /**
   * Reads one ORDER BY key: direction and null order. With a row type, the key is resolved to a
   * field; without one, the caller resolves it. Returns null for a constant key.
   */
  static SortKey sortKey(SqlNode node, ExprConverter converter, RowType rowType) {
    boolean descending = false;
    Boolean nullsFirst = null;
    SqlNode inner = node;
    while (true) {
      if (inner.getKind() == SqlKind.DESCENDING) {
        descending = true;
      } else if (inner.getKind() == SqlKind.NULLS_FIRST) {
        nullsFirst = true;
      } else if (inner.getKind() == SqlKind.NULLS_LAST) {
        nullsFirst = false;
      } else {
        break;
      }
      inner = ((SqlCall) inner).operand(0);
    }
    boolean nulls = nullsFirst != null ? nullsFirst : !descending;
    int field = 0;
    if (rowType != null) {
      Expr e = converter.convert(inner);
      if (!(e instanceof Expr.Ref r)) {
        return null;
      }
      field = r.index();
    } else if (converter.convert(inner) instanceof Expr.Lit) {
      return null;
    }
    return new SortKey(field, descending, nulls, Span.of(node));
  }

  private static SqlNode stripDirection(SqlNode node) {
    SqlNode inner = node;
    while (inner.getKind() == SqlKind.DESCENDING
        || inner.getKind() == SqlKind.NULLS_FIRST
        || inner.getKind() == SqlKind.NULLS_LAST) {
      inner = ((SqlCall) inner).operand(0);
    }
    return inner;
  }

  /** Collects OVER calls, not descending into subqueries; identical calls are kept once. */
  private static void collect(SqlNode root, List<SqlCall> out) {
    root.accept(
        new SqlBasicVisitor<Void>() {
          @Override
          public Void visit(SqlCall call) {
            if (call.getKind() == SqlKind.SELECT) {
              return null;
            }
            if (call.getKind() == SqlKind.OVER) {
              if (out.stream().noneMatch(c -> c.equalsDeep(call, Litmus.IGNORE))) {
                out.add(call);
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
        });
  }
}
