package io.github.topnkit.reference.exec;

import java.util.Arrays;

/**
 * UNION ALL of several inputs: rows pass as they come; the output watermark is the smallest of the
 * inputs' watermarks (Flink's {@code StatusWatermarkValve}), and the input ends when all ended.
 */
final class UnionNode {

  private final Node downstream;
  private final long[] watermarks;
  private long current = Long.MIN_VALUE;
  private int open;

  UnionNode(int inputs, Node downstream) {
    this.downstream = downstream;
    this.watermarks = new long[inputs];
    Arrays.fill(watermarks, Long.MIN_VALUE);
    this.open = inputs;
  }

  /** The node one input sends to. */
  Node input(int index) {
    return new Node() {
      @Override
      public void element(Row row) {
        downstream.element(row);
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
