package io.github.topnkit.spec.compare;

import io.github.topnkit.spec.SpecRow;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Compares a materialized result with the expected rows as multisets. For a report, each expected
 * row stands beside an equal actual row, else beside the most similar leftover one (more than half
 * of the values the same), else alone; leftover actual rows and impossible retractions follow.
 */
final class FinalDiff {

  private FinalDiff() {}

  static List<DiffLine> lines(List<TypedRows.Line> expected, Materialized actual, Notes notes) {
    Map<List<Object>, Deque<Materialized.Entry>> pool = new HashMap<>();
    for (Materialized.Entry entry : actual.rows()) {
      pool.computeIfAbsent(RowValues.normalized(entry.row().values()), k -> new ArrayDeque<>())
          .add(entry);
    }
    Materialized.Entry[] partner = new Materialized.Entry[expected.size()];
    Set<Integer> taken = new HashSet<>();
    for (int e = 0; e < expected.size(); e++) {
      Deque<Materialized.Entry> equal =
          pool.get(RowValues.normalized(expected.get(e).row().values()));
      if (equal != null && !equal.isEmpty()) {
        partner[e] = equal.poll();
        taken.add(partner[e].index());
      }
    }
    List<Materialized.Entry> leftover = new ArrayList<>();
    for (Materialized.Entry entry : actual.rows()) {
      if (!taken.contains(entry.index())) {
        leftover.add(entry);
      }
    }
    List<DiffLine> lines = new ArrayList<>();
    for (int e = 0; e < expected.size(); e++) {
      TypedRows.Line line = expected.get(e);
      if (partner[e] != null) {
        lines.add(new DiffLine(DiffLine.Mark.SAME, line, partner[e].index(), partner[e].row(), ""));
        continue;
      }
      Materialized.Entry similar = mostSimilar(line.row(), leftover);
      if (similar == null) {
        lines.add(new DiffLine(DiffLine.Mark.MISSING, line, -1, null, "missing"));
      } else {
        leftover.remove(similar);
        String note = notes.differences(line.row(), similar.row());
        lines.add(new DiffLine(DiffLine.Mark.DIFFERS, line, similar.index(), similar.row(), note));
      }
    }
    for (Materialized.Entry entry : leftover) {
      lines.add(
          new DiffLine(DiffLine.Mark.UNEXPECTED, null, entry.index(), entry.row(), "unexpected"));
    }
    for (Materialized.Entry problem : actual.missingRetractions()) {
      lines.add(
          new DiffLine(
              DiffLine.Mark.BAD_RETRACTION,
              null,
              problem.index(),
              problem.row(),
              DiffLine.Mark.BAD_RETRACTION.meaning));
    }
    return lines;
  }

  private static Materialized.Entry mostSimilar(SpecRow row, List<Materialized.Entry> candidates) {
    Materialized.Entry best = null;
    int bestCount = row.values().size() / 2;
    for (Materialized.Entry candidate : candidates) {
      int count = RowValues.sameCount(row, candidate.row());
      if (count > bestCount) {
        best = candidate;
        bestCount = count;
      }
    }
    return best;
  }
}
