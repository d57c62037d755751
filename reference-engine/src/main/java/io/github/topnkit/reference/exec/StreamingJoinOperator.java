package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.JoinKind;
import io.github.topnkit.reference.expr.Evaluator;
import io.github.topnkit.reference.expr.ExprCompiler;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.RowKind;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Flink's regular streaming join ({@code StreamingJoinOperator}) of an INNER, LEFT, RIGHT or FULL
 * equi-join: each side keeps its rows by join key; a row of one side is matched against the other
 * side's rows with the whole join condition (so NULL keys never match). An outer side keeps, per
 * row, how many rows of the other side it joins: a row of an outer side without match is sent
 * padded with NULLs ({@code +I}) and retracted ({@code -D}) just before its first joined row, sent
 * padded again just after its last joined row is retracted. Matches come in the other side's state
 * order, which in Flink is its state backend's map order: so only final results are compared when a
 * row has several matches (the executor runs several sources only for those). An inner side's
 * changes keep their kind ({@code +I/+U}, {@code -U/-D}); an outer side's are sent as {@code +I}
 * and {@code -D}.
 */
public final class StreamingJoinOperator {

  /** A row of one side's state, with the number of rows of the other side it joins. */
  private static final class Stored {
    final Object[] row;
    int associations;

    Stored(Object[] row, int associations) {
      this.row = row;
      this.associations = associations;
    }
  }

  private final int leftWidth;
  private final int rightWidth;
  private final boolean leftOuter;
  private final boolean rightOuter;
  private final Evaluator condition;
  private final int[] leftKeys;
  private final int[] rightKeys;
  private final Map<List<Object>, List<Stored>> leftState = new HashMap<>();
  private final Map<List<Object>, List<Stored>> rightState = new HashMap<>();

  /**
   * @throws UnsupportedFeatureException for a join other than a regular one
   */
  public StreamingJoinOperator(Join join, ZoneId zone) {
    if (join.kind() != JoinKind.REGULAR) {
      throw new UnsupportedFeatureException(
          "a streaming " + join.kind().name().toLowerCase(java.util.Locale.ROOT) + " join",
          join.span());
    }
    this.leftWidth = join.left().rowType().size();
    this.rightWidth = join.right().rowType().size();
    this.leftOuter = join.type().generatesNullsOnRight();
    this.rightOuter = join.type().generatesNullsOnLeft();
    this.condition = join.condition() == null ? null : ExprCompiler.compile(join.condition(), zone);
    // The key only narrows the candidates (Flink's keyBy); the condition, which holds the key
    // equalities, decides. Keys of different Java classes (INT = BIGINT) are not narrowed.
    boolean indexed = JoinKeys.sameTypes(join);
    this.leftKeys = indexed ? toArray(join.leftKeys()) : new int[0];
    this.rightKeys = indexed ? toArray(join.rightKeys()) : new int[0];
  }

  /** Processes a change of the left ({@code isLeft}) or right input. */
  public void processElement(Row row, boolean isLeft, Collector out) {
    Object[] input = row.values();
    boolean inputOuter = isLeft ? leftOuter : rightOuter;
    boolean otherOuter = isLeft ? rightOuter : leftOuter;
    Map<List<Object>, List<Stored>> own = isLeft ? leftState : rightState;
    Map<List<Object>, List<Stored>> other = isLeft ? rightState : leftState;
    List<Object> key = key(input, isLeft ? leftKeys : rightKeys);
    List<Stored> candidates = other.getOrDefault(key, List.of());
    List<Stored> matches = new ArrayList<>();
    for (Stored s : candidates) {
      if (matches(input, s.row, isLeft)) {
        matches.add(s);
      }
    }
    boolean accumulate = row.kind() == RowKind.INSERT || row.kind() == RowKind.UPDATE_AFTER;
    if (accumulate) {
      if (inputOuter && matches.isEmpty()) {
        emit(out, RowKind.INSERT, input, null, isLeft);
      } else {
        // Per match, as Flink: the padded other row's -D (its first match), then the joined row.
        RowKind kind = inputOuter || otherOuter ? RowKind.INSERT : row.kind();
        for (Stored s : matches) {
          if (otherOuter) {
            if (s.associations == 0) {
              emit(out, RowKind.DELETE, null, s.row, isLeft);
            }
            s.associations++;
          }
          emit(out, kind, input, s.row, isLeft);
        }
      }
      own.computeIfAbsent(key, k -> new ArrayList<>()).add(new Stored(input, matches.size()));
      return;
    }
    retract(own, key, input);
    if (matches.isEmpty()) {
      if (inputOuter) {
        emit(out, RowKind.DELETE, input, null, isLeft);
      }
      return;
    }
    RowKind kind = inputOuter ? RowKind.DELETE : row.kind();
    for (Stored s : matches) {
      emit(out, kind, input, s.row, isLeft);
      if (otherOuter) {
        if (s.associations == 1) {
          emit(out, RowKind.INSERT, null, s.row, isLeft);
        }
        s.associations--;
      }
    }
  }

  /** Removes one stored row equal to {@code input}; Flink logs and ignores an unknown one. */
  private static void retract(
      Map<List<Object>, List<Stored>> state, List<Object> key, Object[] in) {
    List<Stored> rows = state.get(key);
    if (rows == null) {
      return;
    }
    for (int i = 0; i < rows.size(); i++) {
      if (Arrays.equals(rows.get(i).row, in)) {
        rows.remove(i);
        if (rows.isEmpty()) {
          state.remove(key);
        }
        return;
      }
    }
  }

  private boolean matches(Object[] input, Object[] other, boolean isLeft) {
    if (condition == null) {
      return true;
    }
    return Boolean.TRUE.equals(condition.eval(joined(input, other, isLeft)));
  }

  /** Sends the joined row; {@code own} or {@code other} null pads that side with NULLs. */
  private void emit(Collector out, RowKind kind, Object[] own, Object[] other, boolean isLeft) {
    out.collect(new Row(kind, joined(own, other, isLeft)));
  }

  private Object[] joined(Object[] own, Object[] other, boolean isLeft) {
    return isLeft
        ? Rows.join(own, leftWidth, other, rightWidth)
        : Rows.join(other, leftWidth, own, rightWidth);
  }

  private static List<Object> key(Object[] row, int[] fields) {
    Object[] k = new Object[fields.length];
    for (int i = 0; i < fields.length; i++) {
      k[i] = row[fields[i]];
    }
    return Arrays.asList(k);
  }

  private static int[] toArray(List<Integer> list) {
    return list.stream().mapToInt(Integer::intValue).toArray();
  }
}
