package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.catalog.TimeKind;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Which fields of a relation are the {@code window_start}, {@code window_end} and {@code
 * window_time} of a window TVF, as Flink's {@code FlinkRelMdWindowProperties} tracks them: they
 * survive bare field references and renames, window aggregation and window joins, and are lost by
 * any expression over them and by regular operators. For a SESSION window, {@code partitionKeys}
 * are the positions of its PARTITION BY columns as Flink's {@code SessionWindowSpec} keeps them:
 * remapped by Calcs (which lose the window properties when they drop one), left unchanged by
 * aggregations and joins.
 */
public record WindowProps(
    BitSet start,
    BitSet end,
    BitSet time,
    WindowKind kind,
    TimeKind timeKind,
    WindowTvf source,
    List<Integer> partitionKeys) {

  public WindowProps {
    partitionKeys = List.copyOf(partitionKeys);
  }

  /** The window properties of a relation; empty when it has none. */
  public static Optional<WindowProps> of(RelNode rel) {
    if (rel instanceof WindowTvf tvf) {
      return Optional.of(tvf(tvf));
    }
    if (rel instanceof Calc calc) {
      return of(calc.input()).flatMap(in -> through(in, calc));
    }
    if (rel instanceof Aggregate agg) {
      return of(agg.input()).flatMap(in -> aggregate(in, agg));
    }
    if (rel instanceof Join join) {
      return join(join);
    }
    if (rel instanceof Rank rank) {
      return of(rank.input()).filter(in -> in.coveredBy(rank.partitionKeys()));
    }
    if (rel instanceof Union union) {
      Optional<WindowProps> first = of(union.inputs().get(0));
      for (RelNode other : union.inputs()) {
        Optional<WindowProps> p = of(other);
        if (p.isEmpty() || first.isEmpty() || !p.get().samePositions(first.get())) {
          return Optional.empty();
        }
      }
      return first;
    }
    return Optional.empty();
  }

  private static WindowProps tvf(WindowTvf tvf) {
    BitSet s = new BitSet();
    s.set(tvf.windowStart());
    BitSet e = new BitSet();
    e.set(tvf.windowEnd());
    BitSet t = new BitSet();
    t.set(tvf.windowTime());
    TimeKind kind =
        tvf.timeField() >= 0
            ? tvf.input().rowType().get(tvf.timeField()).type().timeKind()
            : TimeKind.NONE;
    List<Integer> partition =
        tvf.kind() == WindowKind.SESSION ? tvf.partitionKeys() : List.<Integer>of();
    return new WindowProps(s, e, t, tvf.kind(), kind, tvf, partition);
  }

  /** Whether the keys include one window-start field and one window-end field. */
  public boolean coveredBy(java.util.Collection<Integer> keys) {
    boolean s = false;
    boolean e = false;
    for (int k : keys) {
      s |= k >= 0 && start.get(k);
      e |= k >= 0 && end.get(k);
    }
    return s && e;
  }

  private boolean samePositions(WindowProps o) {
    return start.equals(o.start)
        && end.equals(o.end)
        && kind == o.kind
        && partitionKeys.equals(o.partitionKeys);
  }

  private static Optional<WindowProps> through(WindowProps in, Calc calc) {
    BitSet s = new BitSet();
    BitSet e = new BitSet();
    BitSet t = new BitSet();
    for (int i = 0; i < calc.projects().size(); i++) {
      if (calc.projects().get(i) instanceof Expr.Ref r) {
        if (in.start.get(r.index())) {
          s.set(i);
        }
        if (in.end.get(r.index())) {
          e.set(i);
        }
        if (in.time.get(r.index())) {
          t.set(i);
        }
      }
    }
    if (s.isEmpty() && e.isEmpty() && t.isEmpty()) {
      return Optional.empty();
    }
    // FlinkRelMdWindowProperties.validWindowProperties / updateWindowSpec: a session's partition
    // keys move to the first position that references them; dropping one loses the window.
    List<Integer> partition = new ArrayList<>();
    for (int key : in.partitionKeys) {
      int out = firstRef(calc, key);
      if (out < 0) {
        return Optional.empty();
      }
      partition.add(out);
    }
    return Optional.of(new WindowProps(s, e, t, in.kind, in.timeKind, in.source, partition));
  }

  private static Optional<WindowProps> aggregate(WindowProps in, Aggregate agg) {
    if (!in.coveredBy(agg.keysInEverySet())) {
      return Optional.empty();
    }
    if (in.kind == WindowKind.SESSION && !in.partitionKeys.isEmpty() && !readsAny(agg, in)) {
      // Flink's plan for such an aggregation is a GroupAggregate after the SESSION TVF, with no
      // window columns above it: what follows is a regular Top-N, not a window one.
      return Optional.empty();
    }
    // A bound left out of some grouping set is NULL in that set's rows: no window property.
    List<Integer> kept = agg.keysInEverySet();
    BitSet s = new BitSet();
    BitSet e = new BitSet();
    BitSet t = new BitSet();
    for (int i = 0; i < agg.groupKeys().size(); i++) {
      int k = agg.groupKeys().get(i);
      if (!kept.contains(k)) {
        continue;
      }
      if (in.start.get(k)) {
        s.set(i);
      }
      if (in.end.get(k)) {
        e.set(i);
      }
      if (in.time.get(k)) {
        t.set(i);
      }
    }
    return Optional.of(new WindowProps(s, e, t, in.kind, in.timeKind, in.source, in.partitionKeys));
  }

  /** Whether the aggregation reads a partition key of the session, as a key or an argument. */
  private static boolean readsAny(Aggregate agg, WindowProps in) {
    java.util.Set<Integer> read = new java.util.HashSet<>(agg.groupKeys());
    for (AggCall call : agg.calls()) {
      read.addAll(call.args());
      read.add(call.filterArg());
    }
    return in.partitionKeys.stream().anyMatch(read::contains);
  }

  private static int firstRef(Calc calc, int field) {
    for (int i = 0; i < calc.projects().size(); i++) {
      if (calc.projects().get(i) instanceof Expr.Ref r && r.index() == field) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Flink's {@code WindowUtil.validGroupKeyPartitionKey}: for a SESSION window, the group keys
   * other than the window columns must be exactly the session's partition keys.
   */
  public boolean groupsMatchPartition(java.util.Collection<Integer> keys) {
    if (kind != WindowKind.SESSION) {
      return true;
    }
    java.util.Set<Integer> rest = new java.util.HashSet<>();
    for (int k : keys) {
      if (k >= 0 && !start.get(k) && !end.get(k) && !time.get(k)) {
        rest.add(k);
      }
    }
    return rest.equals(new java.util.HashSet<>(partitionKeys));
  }

  private static Optional<WindowProps> join(Join join) {
    Optional<WindowProps> left = of(join.left());
    if (join.kind() == JoinKind.WINDOW) {
      Optional<WindowProps> right = of(join.right());
      if (left.isEmpty() || right.isEmpty()) {
        return Optional.empty();
      }
      WindowProps l = left.get();
      WindowProps r = right.get();
      int shift = join.left().rowType().size();
      return Optional.of(
          new WindowProps(
              union(l.start, r.start, shift),
              union(l.end, r.end, shift),
              union(l.time, r.time, shift),
              l.kind,
              l.timeKind,
              l.source,
              l.partitionKeys));
    }
    if (join.kind() == JoinKind.LOOKUP
        || join.kind() == JoinKind.TEMPORAL
        || join.kind() == JoinKind.CORRELATE) {
      return left;
    }
    return Optional.empty();
  }

  private static BitSet union(BitSet a, BitSet b, int shift) {
    BitSet result = (BitSet) a.clone();
    b.stream().forEach(i -> result.set(i + shift));
    return result;
  }
}
