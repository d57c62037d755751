package io.github.topnkit.flink;

import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.run.OutputTable;
import java.util.ArrayList;
import java.util.List;

/** What one sink table of a run received, in arrival order, with its columns and primary key. */
final class SinkCapture {

  private final String table;
  private final List<SpecRow> rows = new ArrayList<>();
  private List<OutputTable.Column> columns;
  private List<String> primaryKey;
  private boolean written;

  SinkCapture(String table, List<OutputTable.Column> columns, List<String> primaryKey) {
    this.table = table;
    define(columns, primaryKey);
  }

  String table() {
    return table;
  }

  synchronized void define(List<OutputTable.Column> newColumns, List<String> newPrimaryKey) {
    this.columns = List.copyOf(newColumns);
    this.primaryKey = List.copyOf(newPrimaryKey);
  }

  /** Marks the sink as written by a job, even one that sends it no rows. */
  synchronized void opened() {
    written = true;
  }

  synchronized boolean written() {
    return written;
  }

  synchronized void add(SpecRow row) {
    rows.add(row);
  }

  synchronized OutputTable output(String name) {
    return new OutputTable(name, columns, primaryKey, rows);
  }
}
