package io.github.topnkit.reference.rank;

import io.github.topnkit.spec.RowKind;
import java.util.Arrays;

/**
 * A row in the state of a RetractableTopN together with the row kind that Flink's copy of it in
 * state carries.
 *
 * <p>Flink's {@code RetractableTopNFunction} keeps the input rows themselves in its heap state. Its
 * {@code collect*} helpers ({@code AbstractTopNFunction.createOutputRow}) set the row kind on the
 * row they send <em>in place</em> when the rank number is not output. Those are the very objects in
 * state, so a row sent as {@code -U}, {@code +U} or {@code -D} stays in state with that kind. A
 * retraction finds its row with the generated {@code RecordEqualiser}, which compares the row kind
 * too, against an input whose kind was reset to {@code +I}. So a row whose kind changed is never
 * found again: the retraction sends nothing, the sort key's count still drops, and the row stays in
 * state. Only the row-number algorithms with an offset and no rank number output (e.g. {@code rn
 * BETWEEN 2 AND 3} with {@code rn} not selected, or {@code rn = 3}, whose rank number the planner
 * replaces by a constant) change a kept row's kind. The algorithms without a rank number only set
 * {@code +I} on kept rows, and with the rank number output Flink wraps the row in a {@code
 * JoinedRowData}. Observed on Flink 2.3.0 (differential cases 69 and 154 of seed 20261129).
 */
final class StoredRow {

  final Object[] values;
  private RowKind kind = RowKind.INSERT;

  StoredRow(Object[] values) {
    this.values = values;
  }

  RowKind kind() {
    return kind;
  }

  /** Flink's equaliser against a retraction, whose kind Flink set to {@code +I}. */
  boolean matches(Object[] input) {
    return kind == RowKind.INSERT && Arrays.equals(values, input);
  }

  /** The row was sent as {@code kind}; without the rank number Flink changed its kind in state. */
  void sent(RowKind sentKind, TopNEmitter emit) {
    if (!emit.outputRankNumber()) {
      kind = sentKind;
    }
  }
}
