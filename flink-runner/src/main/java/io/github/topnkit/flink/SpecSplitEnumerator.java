package io.github.topnkit.flink;

import java.util.List;
import org.apache.flink.api.connector.source.SplitEnumerator;
import org.apache.flink.api.connector.source.SplitEnumeratorContext;

/**
 * Gives the table's single split to the first reader that asks (which ends once it replayed it) and
 * tells every other reader that no more splits follow, so extra readers (parallelism above 1)
 * finish at once.
 */
final class SpecSplitEnumerator implements SplitEnumerator<SpecSplit, Boolean> {

  private final SplitEnumeratorContext<SpecSplit> context;
  private final String table;
  private boolean assigned;

  SpecSplitEnumerator(SplitEnumeratorContext<SpecSplit> context, String table, boolean assigned) {
    this.context = context;
    this.table = table;
    this.assigned = assigned;
  }

  @Override
  public void start() {}

  @Override
  public void handleSplitRequest(int subtaskId, String requesterHostname) {
    if (!assigned) {
      // The reader of the only split ends after replaying it, unasked: a no-more-splits event
      // sent after the split can reach a task that a bad row already failed, and Flink then fails
      // the job with "An OperatorEvent ... was lost" instead of the row's own error.
      context.assignSplit(new SpecSplit(table), subtaskId);
      assigned = true;
      return;
    }
    context.signalNoMoreSplits(subtaskId);
  }

  @Override
  public void addSplitsBack(List<SpecSplit> splits, int subtaskId) {
    assigned = false;
  }

  @Override
  public void addReader(int subtaskId) {}

  @Override
  public Boolean snapshotState(long checkpointId) {
    return assigned;
  }

  @Override
  public void close() {}

  /** Writes the enumerator's state, whether the split is out. */
  static final class StateSerializer
      implements org.apache.flink.core.io.SimpleVersionedSerializer<Boolean> {

    @Override
    public int getVersion() {
      return 1;
    }

    @Override
    public byte[] serialize(Boolean state) {
      return new byte[] {(byte) (state ? 1 : 0)};
    }

    @Override
    public Boolean deserialize(int version, byte[] serialized) {
      return serialized.length > 0 && serialized[0] == 1;
    }
  }
}
