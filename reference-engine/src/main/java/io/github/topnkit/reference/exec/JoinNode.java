package io.github.topnkit.reference.exec;

/**
 * A two-input stage running a {@link StreamingJoinOperator}, as Flink's two-input stream task does:
 * each input's rows go to the operator tagged with their side; the output watermark is the smaller
 * of the two inputs' watermarks ({@code StatusWatermarkValve}), forwarded after the operator (a
 * regular join does nothing on watermarks), and the input ends when both ended.
 */
final class JoinNode {

  private final StreamingJoinOperator operator;
  private final Node downstream;
  private final Collector out;
  private final long[] watermarks = {Long.MIN_VALUE, Long.MIN_VALUE};
  private long current = Long.MIN_VALUE;
  private int open = 2;

  JoinNode(StreamingJoinOperator operator, Node downstream) {
    this.operator = operator;
    this.downstream = downstream;
    this.out = downstream::element;
  }

  /** The node of the left ({@code 0}) or right ({@code 1}) input. */
  Node input(int side) {
    boolean isLeft = side == 0;
    return new Node() {
      @Override
      public void element(Row row) {
        operator.processElement(row, isLeft, out);
      }

      @Override
      public void watermark(long watermark) {
        watermarks[side] = watermark;
        long min = Math.min(watermarks[0], watermarks[1]);
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
