package io.github.topnkit.spec.compare;

import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import io.github.topnkit.spec.SpecRow;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Compares changelogs key by key: rows of one key must come in the same order, rows of different
 * keys may interleave. For a report it lines the actual rows up with the expected ones, through a
 * Myers diff of each key's rows, and lays the keys out in the order of the expected rows.
 */
final class ChangelogDiff {

  private final List<TypedRows.Line> expected;
  private final List<SpecRow> actual;
  private final List<Integer> key;
  private final Notes notes;
  private final Map<List<Object>, Group> groups = new LinkedHashMap<>();

  private ChangelogDiff(
      List<TypedRows.Line> expected, List<SpecRow> actual, List<Integer> key, Notes notes) {
    this.expected = expected;
    this.actual = actual;
    this.key = key;
    this.notes = notes;
    for (int i = 0; i < expected.size(); i++) {
      group(expected.get(i).row()).expected.add(i);
    }
    for (int i = 0; i < actual.size(); i++) {
      group(actual.get(i)).actual.add(i);
    }
  }

  /** Whether every key's rows are the same, in the same order. */
  static boolean matches(
      List<TypedRows.Line> expected, List<SpecRow> actual, List<Integer> key, Notes notes) {
    ChangelogDiff diff = new ChangelogDiff(expected, actual, key, notes);
    return diff.groups.values().stream().allMatch(diff::same);
  }

  /** The report's lines: each key's rows aligned, keys interleaved as the expected rows are. */
  static List<DiffLine> lines(
      List<TypedRows.Line> expected, List<SpecRow> actual, List<Integer> key, Notes notes) {
    ChangelogDiff diff = new ChangelogDiff(expected, actual, key, notes);
    for (Group group : diff.groups.values()) {
      group.steps = diff.align(group);
    }
    return diff.layOut();
  }

  private Group group(SpecRow row) {
    return groups.computeIfAbsent(RowValues.key(row, key), k -> new Group());
  }

  private boolean same(Group group) {
    if (group.expected.size() != group.actual.size()) {
      return false;
    }
    for (int i = 0; i < group.expected.size(); i++) {
      SpecRow e = expected.get(group.expected.get(i)).row();
      if (!RowValues.same(e, actual.get(group.actual.get(i)))) {
        return false;
      }
    }
    return true;
  }

  private List<Step> align(Group group) {
    List<SpecRow> e = group.expected.stream().map(i -> expected.get(i).row()).toList();
    List<SpecRow> a = group.actual.stream().map(actual::get).toList();
    List<Step> steps = new ArrayList<>();
    List<Hunk> hunks = new ArrayList<>();
    int i = 0;
    int j = 0;
    for (AbstractDelta<SpecRow> delta : DiffUtils.diff(e, a, RowValues::same).getDeltas()) {
      for (; i < delta.getSource().getPosition(); i++, j++) {
        steps.add(same(group.expected.get(i), group.actual.get(j)));
      }
      int sourceEnd = i + delta.getSource().size();
      int targetEnd = j + delta.getTarget().size();
      Hunk hunk =
          new Hunk(
              steps.size(),
              group.expected.subList(i, sourceEnd),
              group.actual.subList(j, targetEnd));
      hunks.add(hunk);
      i = sourceEnd;
      j = targetEnd;
    }
    for (; i < e.size(); i++, j++) {
      steps.add(same(group.expected.get(i), group.actual.get(j)));
    }
    Moves moves = moved(hunks);
    // Hunks go in back to front, so the earlier insertion points stay valid.
    for (int h = hunks.size() - 1; h >= 0; h--) {
      steps.addAll(hunks.get(h).at(), hunk(hunks.get(h), moves));
    }
    return steps;
  }

  /**
   * Pairs rows that are missing in one place and unexpected in another of the same key: the row is
   * there, out of order.
   */
  private Moves moved(List<Hunk> hunks) {
    Map<List<Object>, Deque<Integer>> unexpected = new HashMap<>();
    for (Hunk hunk : hunks) {
      for (int a : hunk.actual()) {
        unexpected
            .computeIfAbsent(RowValues.normalized(actual.get(a)), k -> new ArrayDeque<>())
            .add(a);
      }
    }
    Moves moves = new Moves(new HashMap<>(), new HashMap<>());
    for (Hunk hunk : hunks) {
      for (int e : hunk.expected()) {
        Deque<Integer> equal = unexpected.get(RowValues.normalized(expected.get(e).row()));
        if (equal != null && !equal.isEmpty()) {
          int a = equal.poll();
          moves.byExpected().put(e, a);
          moves.byActual().put(a, e);
        }
      }
    }
    return moves;
  }

  private List<Step> hunk(Hunk hunk, Moves moves) {
    List<Step> steps = new ArrayList<>();
    Deque<Integer> plain = new ArrayDeque<>();
    for (int a : hunk.actual()) {
      if (!moves.byActual().containsKey(a)) {
        plain.add(a);
      }
    }
    for (int e : hunk.expected()) {
      SpecRow row = expected.get(e).row();
      if (moves.byExpected().containsKey(e)) {
        String note = "out of order, actual #" + (moves.byExpected().get(e) + 1);
        steps.add(new Step(line(DiffLine.Mark.MOVED, e, -1, note), e, -1));
      } else if (!plain.isEmpty()) {
        int a = plain.poll();
        String note = notes.differences(row, actual.get(a));
        steps.add(new Step(line(DiffLine.Mark.DIFFERS, e, a, note), e, a));
      } else {
        steps.add(new Step(line(DiffLine.Mark.MISSING, e, -1, "missing"), e, -1));
      }
    }
    for (int a : hunk.actual()) {
      Integer partner = moves.byActual().get(a);
      if (partner != null) {
        String note = "out of order, expected line " + expected.get(partner).position().line();
        steps.add(new Step(line(DiffLine.Mark.MOVED, -1, a, note), -1, a));
      } else if (plain.remove(a)) {
        steps.add(new Step(line(DiffLine.Mark.UNEXPECTED, -1, a, "unexpected"), -1, a));
      }
    }
    return steps;
  }

  private Step same(int e, int a) {
    return new Step(line(DiffLine.Mark.SAME, e, a, ""), e, a);
  }

  private DiffLine line(DiffLine.Mark mark, int e, int a, String note) {
    SpecRow keyed = e >= 0 ? expected.get(e).row() : actual.get(a);
    String withKey = mark == DiffLine.Mark.SAME ? note : note + notes.key(keyed, key);
    return new DiffLine(
        mark, e >= 0 ? expected.get(e) : null, a, a >= 0 ? actual.get(a) : null, withKey);
  }

  /**
   * Walks the expected rows in order, emitting each key's steps up to that row; what is left (rows
   * only the actual changelog has) goes after the row that came just before it in the actual
   * changelog, and after the expected-only rows that follow that one.
   */
  private List<DiffLine> layOut() {
    List<Step> lines = new ArrayList<>();
    for (int e = 0; e < expected.size(); e++) {
      Group group = group(expected.get(e).row());
      while (true) {
        Step step = group.steps.get(group.next++);
        lines.add(step);
        if (step.expected() == e) {
          break;
        }
      }
    }
    List<Step> rest = new ArrayList<>();
    for (Group group : groups.values()) {
      rest.addAll(group.steps.subList(group.next, group.steps.size()));
    }
    rest.sort(Comparator.comparingInt(Step::actual));
    for (Step step : rest) {
      lines.add(insertionPoint(lines, step.actual()), step);
    }
    return lines.stream().map(Step::line).toList();
  }

  private static int insertionPoint(List<Step> lines, int actualIndex) {
    int after = -1;
    for (int i = 0; i < lines.size(); i++) {
      int a = lines.get(i).actual();
      if (a >= 0 && a < actualIndex && (after < 0 || a > lines.get(after).actual())) {
        after = i;
      }
    }
    int at = after + 1;
    while (after >= 0 && at < lines.size() && lines.get(at).actual() < 0) {
      at++;
    }
    return at;
  }

  /** The rows of one key, by index, and their alignment. */
  private static final class Group {
    final List<Integer> expected = new ArrayList<>();
    final List<Integer> actual = new ArrayList<>();
    List<Step> steps = List.of();
    int next;
  }

  /** A stretch the diff found different, to be placed before step {@code at}. */
  private record Hunk(int at, List<Integer> expected, List<Integer> actual) {}

  /** Rows found out of order: expected index to actual index, and back. */
  private record Moves(Map<Integer, Integer> byExpected, Map<Integer, Integer> byActual) {}

  /** A report line with the expected and actual indices it shows (-1 for none). */
  private record Step(DiffLine line, int expected, int actual) {}
}
