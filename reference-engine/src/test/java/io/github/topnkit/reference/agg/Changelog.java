package io.github.topnkit.reference.agg;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.spec.RowKind;
import java.util.ArrayList;
import java.util.List;

/** Drives one operator with rows and watermarks and records its output in the print format. */
final class Changelog implements Collector {

  private final Operator operator;
  private final List<Row> rows = new ArrayList<>();

  Changelog(Operator operator) {
    this.operator = operator;
  }

  Changelog send(RowKind kind, Object... values) {
    operator.processElement(new Row(kind, values), this);
    return this;
  }

  Changelog insert(Object... values) {
    return send(RowKind.INSERT, values);
  }

  Changelog watermark(long millis) {
    operator.processWatermark(millis, this);
    return this;
  }

  /** Ends a bounded input as Flink does: the final watermark, then end of input. */
  Changelog end() {
    operator.processWatermark(Long.MAX_VALUE, this);
    operator.endInput(this);
    return this;
  }

  @Override
  public void collect(Row row) {
    rows.add(row);
  }

  List<Row> rows() {
    return rows;
  }

  /** The output as the corpus writes it, e.g. {@code +I[home, u1, 1]}. */
  List<String> lines() {
    return rows.stream().map(Row::toString).toList();
  }
}
