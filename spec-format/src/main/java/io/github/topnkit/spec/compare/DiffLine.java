package io.github.topnkit.spec.compare;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.spec.SpecRow;

/**
 * One line of a side-by-side report: an expected row, an actual row, or one of each.
 *
 * @param expected the expected row and where it is written, or null
 * @param actualIndex the 0-based index of the actual row in the changelog, or -1
 * @param actual the actual row, or null
 * @param note why the line is marked, empty for a matching line
 */
record DiffLine(Mark mark, TypedRows.Line expected, int actualIndex, SpecRow actual, String note) {

  DiffLine {
    requireNonNull(mark, "mark is null");
    requireNonNull(note, "note is null");
  }

  /** How a line of the report differs, with its marker in the left margin. */
  enum Mark {
    SAME(' ', "", ""),
    DIFFERS('!', "differs", "differing"),
    MISSING('-', "missing", "missing"),
    UNEXPECTED('+', "unexpected", "unexpected"),
    MOVED('~', "out of order", "out of order"),
    BAD_RETRACTION('x', "retracts a row the result does not hold", "bad retraction");

    final char symbol;
    final String meaning;
    final String tally;

    Mark(char symbol, String meaning, String tally) {
      this.symbol = symbol;
      this.meaning = meaning;
      this.tally = tally;
    }
  }
}
