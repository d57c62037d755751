package io.github.topnkit.reference.physical;

import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Node;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.StreamingJoinOperator;
import java.util.Arrays;

/**
 * A stage with several inputs, as Flink's multi-input stream task runs a join or a union: each
 * input's rows go to the stage's handler tagged with the input; the output watermark is the
 * smallest of the inputs' watermarks ({@code StatusWatermarkValve}), forwarded after the handler,
 * and the stage's input ends when all inputs ended.
 */
public final class MultiInputNode {

  /** What the stage does with a row of one input. */
  @FunctionalInterface
  interface Handler {
    void element(Row row, int input);
  }

  private final Handler handler;
  private final Node downstream;
  private final long[] watermarks;
  private long current = Long.MIN_VALUE;
  private int open;

  MultiInputNode(int inputs, Handler handler, Node downstream) {
    this.handler = handler;
    this.downstream = downstream;
    this.watermarks = new long[inputs];
    Arrays.fill(watermarks, Long.MIN_VALUE);
    this.open = inputs;
  }

  /** A regular join: the left input is 0, the right 1; the join does nothing on watermarks. */
  public static MultiInputNode join(StreamingJoinOperator operator, Node downstream) {
    Collector out = downstream::element;
    return new MultiInputNode(
        2, (row, input) -> operator.processElement(row, input == 0, out), downstream);
  }

  /** UNION ALL: rows pass as they come. */
  public static MultiInputNode union(int inputs, Node downstream) {
    return new MultiInputNode(inputs, (row, input) -> downstream.element(row), downstream);
  }

  /** The node one input sends to. */
  public Node input(int index) {
    return new Node() {
      @Override
      public void element(Row row) {
        handler.element(row, index);
      }

      @Override
      public void watermark(long watermark) {
        watermarks[index] = watermark;
        long min = Long.MAX_VALUE;
        for (long w : watermarks) {
          min = Math.min(min, w);
        }
        if (min > current) {
          current = min;
          downstream.watermark(min);
        }
      }

      @Override
      public void end() {
        if (--open == 0) {
          downstream.end();
        }
      }
    };
  }
}
