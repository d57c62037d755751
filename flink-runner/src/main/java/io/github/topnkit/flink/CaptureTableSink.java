package io.github.topnkit.flink;

import java.util.Map;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.table.connector.sink.DynamicTableSink;
import org.apache.flink.table.connector.sink.SinkV2Provider;
import org.apache.flink.table.connector.sink.abilities.SupportsPartitioning;
import org.apache.flink.table.types.DataType;

/**
 * The kit's stand-in for a sink table: it accepts what the replaced connector accepts and records
 * every row it receives. Partitioned tables are accepted as a filesystem sink would.
 */
final class CaptureTableSink implements DynamicTableSink, SupportsPartitioning {

  private final String runId;
  private final String table;
  private final Changelog changelog;
  private final DataType physicalType;

  CaptureTableSink(String runId, String table, Changelog changelog, DataType physicalType) {
    this.runId = runId;
    this.table = table;
    this.changelog = changelog;
    this.physicalType = physicalType;
  }

  @Override
  public ChangelogMode getChangelogMode(ChangelogMode requestedMode) {
    return changelog.sinkMode(requestedMode);
  }

  @Override
  public SinkRuntimeProvider getSinkRuntimeProvider(Context context) {
    return SinkV2Provider.of(
        new CaptureSink(runId, table, context.createDataStructureConverter(physicalType)));
  }

  @Override
  public void applyStaticPartition(Map<String, String> partition) {
    // The planner writes static partition values into the rows themselves.
  }

  @Override
  public DynamicTableSink copy() {
    return new CaptureTableSink(runId, table, changelog, physicalType);
  }

  @Override
  public String asSummaryString() {
    return SpecConnectorFactory.IDENTIFIER;
  }
}
