package io.github.topnkit.flink;

import java.time.ZoneId;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.connector.source.Boundedness;
import org.apache.flink.api.connector.source.Source;
import org.apache.flink.api.connector.source.SourceReader;
import org.apache.flink.api.connector.source.SourceReaderContext;
import org.apache.flink.api.connector.source.SplitEnumerator;
import org.apache.flink.api.connector.source.SplitEnumeratorContext;
import org.apache.flink.core.io.SimpleVersionedSerializer;
import org.apache.flink.table.connector.source.DynamicTableSource.DataStructureConverter;
import org.apache.flink.table.data.RowData;

/**
 * A bounded FLIP-27 source that replays one table's spec input, emitting the table's watermarks
 * itself (see {@link SpecSourceReader}).
 *
 * @param watermarks the strategy the planner derived from the table's {@code WATERMARK FOR}, or
 *     null for a table without one
 * @param watermarkZone the zone in which {@code watermark} lines are read
 */
record SpecSource(
    String runId,
    String table,
    DataStructureConverter converter,
    WatermarkStrategy<RowData> watermarks,
    ZoneId watermarkZone)
    implements Source<RowData, SpecSplit, Boolean> {

  @Override
  public Boundedness getBoundedness() {
    return Boundedness.BOUNDED;
  }

  @Override
  public SplitEnumerator<SpecSplit, Boolean> createEnumerator(
      SplitEnumeratorContext<SpecSplit> context) {
    return new SpecSplitEnumerator(context, table, false);
  }

  @Override
  public SplitEnumerator<SpecSplit, Boolean> restoreEnumerator(
      SplitEnumeratorContext<SpecSplit> context, Boolean assigned) {
    return new SpecSplitEnumerator(context, table, assigned);
  }

  @Override
  public SimpleVersionedSerializer<SpecSplit> getSplitSerializer() {
    return new SpecSplit.Serializer();
  }

  @Override
  public SimpleVersionedSerializer<Boolean> getEnumeratorCheckpointSerializer() {
    return new SpecSplitEnumerator.StateSerializer();
  }

  @Override
  public SourceReader<RowData, SpecSplit> createReader(SourceReaderContext context) {
    return new SpecSourceReader(this, context);
  }
}
