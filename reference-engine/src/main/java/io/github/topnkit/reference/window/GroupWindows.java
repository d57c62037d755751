package io.github.topnkit.reference.window;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.reference.agg.Accumulator;
import io.github.topnkit.reference.agg.Accumulators;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.exec.RowKey;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Plans a legacy group window aggregation ({@code GROUP BY TUMBLE(rowtime, size)}, {@code
 * HOP(rowtime, slide, size)} or {@code SESSION(rowtime, gap)}) as Flink's {@code
 * StreamExecGroupWindowAggregate}. The linter's plan has a Calc computing the group window call
 * below the Aggregate and a Calc reading its properties ({@code TUMBLE_START()}, ...) above it;
 * here the Calc below passes the rowtime on in place of the call, the window operator appends
 * window start, end and rowtime to each result, and the Calc above reads them.
 */
public final class GroupWindows {

  /** The three operators replacing Calc, Aggregate and Calc, in data-flow order. */
  public record Plan(Calc below, Operator window, Calc above) {}

  private static final List<String> EMIT_OPTIONS =
      List.of(
          "table.exec.emit.early-fire.enabled",
          "table.exec.emit.late-fire.enabled",
          "table.exec.emit.allow-lateness");

  private GroupWindows() {}

  /**
   * The plan of the Calc {@code above} over a legacy group window Aggregate over a Calc.
   *
   * @throws UnsupportedFeatureException for processing time, a window offset, updating input, and
   *     reading the group window key itself
   */
  public static Plan plan(Calc above, PlanContext ctx) {
    Aggregate agg = (Aggregate) above.input();
    Calc below = (Calc) agg.input();
    int windowKey = -1;
    Expr.Call window = null;
    for (int i = 0; i < agg.groupKeys().size(); i++) {
      if (below.projects().get(agg.groupKeys().get(i)) instanceof Expr.Call c && isGroupWindow(c)) {
        windowKey = i;
        window = c;
      }
    }
    if (window == null) {
      throw new IllegalArgumentException("not a legacy group window aggregation");
    }
    String fn = name(window);
    int expected = fn.equals("HOP") ? 3 : 2;
    if (window.operands().size() != expected
        || !(window.operand(0) instanceof Expr.Ref time)
        || !(window.operand(1) instanceof Expr.Lit first && first.value() instanceof Long)) {
      throw unsupported("this legacy " + fn + " group window (an offset or a computed time)", agg);
    }
    if (time.type().timeKind() != TimeKind.ROWTIME) {
      throw unsupported("a legacy group window on processing time or a non-time column", agg);
    }
    long slide = (Long) first.value();
    long size = slide;
    if (fn.equals("HOP")) {
      if (!(window.operand(2) instanceof Expr.Lit second && second.value() instanceof Long s)) {
        throw unsupported("this legacy HOP group window", agg);
      }
      size = s;
    }
    if (slide <= 0 || size <= 0) {
      throw unsupported("a legacy group window with a non-positive size", agg);
    }
    for (String key : EMIT_OPTIONS) {
      if (ctx.settings().options().containsKey(key)) {
        // WindowEmitStrategy: early/late firing and allowed lateness change what is emitted.
        throw unsupported("a legacy group window with '" + key + "'", agg);
      }
    }
    if (!ctx.model().properties().kinds(below).insertOnly()) {
      throw unsupported("a legacy group window aggregation over updating input", agg);
    }
    // The Calc below passes the rowtime on where it computed the group window call.
    int windowField = agg.groupKeys().get(windowKey);
    List<Expr> belowProjects = new ArrayList<>(below.projects());
    belowProjects.set(windowField, time);
    Calc newBelow =
        new Calc(below.input(), belowProjects, below.condition(), below.rowType(), below.span());
    List<Supplier<Accumulator>> calls = new ArrayList<>();
    for (AggCall call : agg.calls()) {
      calls.add(Accumulators.of(call, agg.input().rowType()));
    }
    int[] keys = RowKey.fields(agg.groupKeys());
    boolean ltz = time.type().root() == TypeRoot.TIMESTAMP_LTZ;
    Operator op =
        fn.equals("SESSION")
            ? new SessionGroupWindowOperator(
                windowField, keys, windowKey, below.rowType().size(), size, calls, ltz, ctx.zone())
            : new GroupWindowAggOperator(
                windowField, keys, windowKey, size, slide, calls, ltz, ctx.zone(), agg.span());
    int props = agg.rowType().size();
    List<Expr> aboveProjects = new ArrayList<>();
    for (Expr e : above.projects()) {
      aboveProjects.add(readProperties(e, fn, windowKey, props, agg));
    }
    Expr condition =
        above.condition() == null
            ? null
            : readProperties(above.condition(), fn, windowKey, props, agg);
    Calc newAbove = new Calc(agg, aboveProjects, condition, above.rowType(), above.span());
    return new Plan(newBelow, op, newAbove);
  }

  /** Whether the Calc's input is a legacy group window aggregation over a Calc. */
  public static boolean isOver(Calc calc, PlanContext ctx) {
    return calc.input() instanceof Aggregate agg
        && ctx.model().properties().isLegacyGroupWindow(agg);
  }

  /** Rewrites window property calls to the fields the window operator appends. */
  private static Expr readProperties(Expr e, String fn, int windowKey, int props, RelNode agg) {
    if (e instanceof Expr.Ref r && r.index() == windowKey) {
      throw unsupported("reading a legacy group window key directly", agg);
    }
    if (!(e instanceof Expr.Call c)) {
      return e;
    }
    String name = c.name().toUpperCase(Locale.ROOT);
    if (c.operands().isEmpty() && name.startsWith(fn + "_")) {
      String property = name.substring(fn.length() + 1);
      return switch (property) {
        case "START" -> new Expr.Ref(props, c.type(), c.span());
        case "END" -> new Expr.Ref(props + 1, c.type(), c.span());
        case "ROWTIME" -> new Expr.Ref(props + 2, c.type(), c.span());
        default -> throw unsupported(name, agg);
      };
    }
    List<Expr> operands = new ArrayList<>();
    for (Expr o : c.operands()) {
      operands.add(readProperties(o, fn, windowKey, props, agg));
    }
    return new Expr.Call(c.kind(), c.name(), operands, c.type(), c.span());
  }

  private static boolean isGroupWindow(Expr.Call c) {
    return List.of("TUMBLE", "HOP", "SESSION").contains(name(c));
  }

  private static String name(Expr.Call c) {
    return c.name().replace("$", "").toUpperCase(Locale.ROOT);
  }

  private static UnsupportedFeatureException unsupported(String what, RelNode node) {
    return new UnsupportedFeatureException(
        what + " is not supported by the reference engine", node.span());
  }
}
