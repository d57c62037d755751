package io.github.topnkit.reference.physical;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Node;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;

/**
 * Runs one operator and forwards what it emits downstream, as Flink's operator chain does: a
 * watermark goes downstream after the operator processed it, end of input after the operator
 * flushed.
 */
public final class OperatorNode implements Node {

  private final Operator operator;
  private final Node downstream;
  private final Collector out;

  public OperatorNode(Operator operator, Node downstream) {
    this.operator = operator;
    this.downstream = downstream;
    this.out = downstream::element;
  }

  @Override
  public void element(Row row) {
    operator.processElement(row, out);
  }

  @Override
  public void watermark(long watermark) {
    operator.processWatermark(watermark, out);
    downstream.watermark(watermark);
  }

  @Override
  public void end() {
    operator.endInput(out);
    downstream.end();
  }
}
