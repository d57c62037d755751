package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Which query field feeds each column a sink writes: the field at the same position, or, for an
 * {@code INSERT INTO sink (a, b) SELECT ...} with a column list, the field at the column's place in
 * the list, and NULL for a column the list leaves out (Flink's {@code PreValidateReWriter} rewrites
 * the query into the sink's column order, with a NULL for each omitted column).
 */
final class SinkColumns {

  private final int[] fromQuery;

  private SinkColumns(int[] fromQuery) {
    this.fromQuery = fromQuery;
  }

  /**
   * The mapping of an INSERT's query onto the sink's written columns.
   *
   * @throws UnsupportedFeatureException when the counts do not match, or when the list names an
   *     unknown column twice or leaves out a NOT NULL one (Flink refuses these; the engine does not
   *     reproduce its messages)
   */
  static SinkColumns of(
      String table,
      List<Column> written,
      Optional<List<String>> targetColumns,
      int queryFields,
      Span span) {
    int[] fromQuery = new int[written.size()];
    if (targetColumns.isEmpty()) {
      if (written.size() != queryFields) {
        throw mismatch(table, written.size(), queryFields, span);
      }
      Arrays.setAll(fromQuery, i -> i);
      return new SinkColumns(fromQuery);
    }
    List<String> listed = targetColumns.get();
    if (listed.size() != queryFields) {
      throw mismatch(table, listed.size(), queryFields, span);
    }
    Arrays.fill(fromQuery, -1);
    for (int field = 0; field < listed.size(); field++) {
      int column = indexOf(written, listed.get(field));
      if (column < 0 || fromQuery[column] >= 0) {
        throw new UnsupportedFeatureException(
            "the column list of the INSERT into "
                + table
                + " names "
                + listed.get(field)
                + (column < 0 ? ", which is not a physical column" : " twice"),
            span);
      }
      fromQuery[column] = field;
    }
    for (int column = 0; column < fromQuery.length; column++) {
      if (fromQuery[column] < 0 && !written.get(column).type().nullable()) {
        throw new UnsupportedFeatureException(
            "an INSERT column list that leaves out the NOT NULL column "
                + written.get(column).name()
                + " of "
                + table,
            span);
      }
    }
    return new SinkColumns(fromQuery);
  }

  /** The query field that feeds the sink column; empty for a column written as NULL. */
  Optional<Integer> queryField(int column) {
    return fromQuery[column] < 0 ? Optional.empty() : Optional.of(fromQuery[column]);
  }

  /** A query row's values in the sink's column order. */
  Object[] toSink(Object[] values) {
    Object[] out = new Object[fromQuery.length];
    for (int column = 0; column < out.length; column++) {
      out[column] = fromQuery[column] < 0 ? null : values[fromQuery[column]];
    }
    return out;
  }

  /** A set of query fields (an upsert key) as the sink columns they are written into. */
  BitSet toSink(BitSet fields) {
    BitSet columns = new BitSet();
    for (int column = 0; column < fromQuery.length; column++) {
      if (fromQuery[column] >= 0 && fields.get(fromQuery[column])) {
        columns.set(column);
      }
    }
    return columns;
  }

  private static int indexOf(List<Column> written, String name) {
    for (int i = 0; i < written.size(); i++) {
      // Flink resolves the listed names as identifiers: case-sensitively, like the columns.
      if (written.get(i).name().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  private static UnsupportedFeatureException mismatch(
      String table, int columns, int fields, Span span) {
    return new UnsupportedFeatureException(
        "the query has " + fields + " columns and sink " + table + " " + columns, span);
  }
}
