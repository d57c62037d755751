package io.github.topnkit.reference.exec;

/**
 * One input of a stage of the running graph: where an upstream stage sends its rows, watermarks and
 * end of input, as a Flink task's input gate does for one channel.
 */
public interface Node {

  void element(Row row);

  /** The upstream event time advanced; called only with increasing values. */
  void watermark(long watermark);

  /** The upstream stage's input ended; its final watermark came before. */
  void end();
}
