package io.github.topnkit.reference.exec;

/**
 * A streaming operator with one input, as Flink's {@code OneInputStreamOperator} at parallelism 1:
 * driven by rows, by event-time watermarks and by the end of its bounded input.
 */
public interface Operator {

  /** Processes one input change; emits what Flink emits for it, in Flink's order. */
  void processElement(Row row, Collector out);

  /**
   * The event time advanced to {@code watermark}: epoch milliseconds, TIMESTAMP values read as UTC.
   * Flink sends {@code Long.MAX_VALUE} when a bounded input ends; the executor forwards the
   * watermark downstream after this call returns.
   */
  default void processWatermark(long watermark, Collector out) {}

  /** The input ended (after the final watermark): emit what Flink emits at end of input. */
  default void endInput(Collector out) {}
}
