/**
 * Window TVFs and the operators over window bounds, as Flink's {@code operators/window/tvf} and
 * {@code operators/rank/window} run them.
 *
 * <p>Wiring contract for the executor: every operator here consumes exactly the rows of its plan
 * node's own input and produces the node's own row type, so the plan is built node by node with no
 * special cases.
 *
 * <ul>
 *   <li>{@code WindowTvf}: {@link io.github.topnkit.reference.window.WindowOperators#tableFunction}
 *       reads the TVF input's rows and appends window_start, window_end (TIMESTAMP(3) {@code
 *       LocalDateTime}) and window_time (a {@code LocalDateTime}, or an {@code Instant} for a
 *       TIMESTAMP_LTZ time column). TUMBLE/HOP/CUMULATE emit from {@code processElement}; SESSION
 *       emits from {@code processWatermark}.
 *   <li>{@code Aggregate}: call {@link
 *       io.github.topnkit.reference.window.WindowOperators#aggregate} first; when present, plan the
 *       Aggregate's input as usual (Calcs, the TVF operator, ...) and feed its rows; the output is
 *       {@code +I[group keys..., calls...]} from {@code processWatermark}. When empty, the
 *       Aggregate is a regular GROUP BY.
 *   <li>{@code Rank} with a WINDOW_TOP_N or WINDOW_DEDUPLICATE pattern: {@link
 *       io.github.topnkit.reference.window.WindowOperators#rank} reads the Rank input's rows and
 *       emits the Rank's row type (the rank number last when projected) from {@code
 *       processWatermark}.
 * </ul>
 *
 * <p>Each operator needs every watermark, in chain order, including the final {@code
 * Long.MAX_VALUE}; the executor forwards a watermark downstream after the operator's {@code
 * processWatermark} returns, so rows a window fires reach the next operator before the watermark
 * that fired them. A row of a window that already fired at an operator is late there and dropped.
 */
package io.github.topnkit.reference.window;
