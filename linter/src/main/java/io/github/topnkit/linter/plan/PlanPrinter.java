package io.github.topnkit.linter.plan;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/** Prints a plan as an indented tree in Flink's style, for explanations and debugging. */
public final class PlanPrinter {

  private PlanPrinter() {}

  public static String print(RelNode root) {
    StringBuilder sb = new StringBuilder();
    print(root, "", sb);
    return sb.toString();
  }

  private static void print(RelNode node, String indent, StringBuilder sb) {
    sb.append(indent).append(describe(node)).append('\n');
    for (RelNode input : node.inputs()) {
      print(input, indent + "  ", sb);
    }
  }

  static String describe(RelNode node) {
    List<String> parts = new ArrayList<>();
    if (node instanceof TableScan s) {
      parts.add("table=" + String.join(".", s.name()) + (s.isKnown() ? "" : " (unknown)"));
    } else if (node instanceof Calc c) {
      parts.add("select=" + exprs(c.projects(), c.input().rowType()));
      if (c.condition() != null) {
        parts.add("where=" + expr(c.condition(), c.input().rowType()));
      }
    } else if (node instanceof Aggregate a) {
      parts.add("groupBy=" + names(a.groupKeys(), a.input().rowType()));
      if (a.hasGroupingSets()) {
        parts.add(
            "groupingSets="
                + a.groupSets().stream().map(s -> names(s, a.input().rowType())).toList());
      }
      parts.add("calls=" + a.calls().stream().map(AggCall::function).toList());
    } else if (node instanceof Over o) {
      for (OverGroup g : o.groups()) {
        parts.add(
            "partitionBy="
                + names(g.partitionKeys(), o.input().rowType())
                + " orderBy="
                + g.orderKeys().stream()
                    .map(
                        k -> name(k.field(), o.input().rowType()) + (k.descending() ? " DESC" : ""))
                    .toList()
                + " calls="
                + g.calls().stream().map(OverCall::function).toList());
      }
    } else if (node instanceof Rank r) {
      parts.add("rankType=" + r.rankType());
      parts.add(r.range().toString());
      parts.add("partitionBy=" + names(r.partitionKeys(), r.input().rowType()));
      parts.add(
          "orderBy="
              + r.orderKeys().stream()
                  .map(k -> name(k.field(), r.input().rowType()) + (k.descending() ? " DESC" : ""))
                  .toList());
      parts.add("rankNumber=" + r.outputRankNumber());
    } else if (node instanceof WindowTvf w) {
      parts.add(w.kind() + " timecol=" + name(w.timeField(), w.input().rowType()));
    } else if (node instanceof Join j) {
      parts.add(j.type() + " " + j.kind() + " on=" + expr(j.condition(), j.rowType()));
    } else if (node instanceof Sort s) {
      parts.add("fetch=" + bound(s.fetch()) + " offset=" + bound(s.offset()));
    } else if (node instanceof Opaque o) {
      parts.add(o.what());
    }
    return node.getClass().getSimpleName() + "(" + String.join(", ", parts) + ")";
  }

  private static List<String> names(List<Integer> fields, RowType type) {
    return fields.stream().map(f -> name(f, type)).toList();
  }

  /** An OFFSET or FETCH as the explain output shows it: "null" when the query has none. */
  private static String bound(OptionalLong bound) {
    return bound.isPresent() ? String.valueOf(bound.getAsLong()) : "null";
  }

  private static String name(int field, RowType type) {
    return field >= 0 && field < type.size() ? type.get(field).name() : "$" + field;
  }

  private static String exprs(List<Expr> exprs, RowType type) {
    return exprs.stream().map(e -> expr(e, type)).toList().toString();
  }

  /** An expression with field names, e.g. {@code <=($rn, 3)}. */
  public static String expr(Expr e, RowType type) {
    if (e == null) {
      return "";
    }
    if (e instanceof Expr.Ref r) {
      return name(r.index(), type);
    }
    if (e instanceof Expr.Lit l) {
      return String.valueOf(l.value());
    }
    Expr.Call c = (Expr.Call) e;
    return c.name()
        + "("
        + String.join(", ", c.operands().stream().map(o -> expr(o, type)).toList())
        + ")";
  }
}
