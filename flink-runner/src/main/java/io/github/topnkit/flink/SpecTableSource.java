package io.github.topnkit.flink;

import java.time.ZoneId;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.table.connector.source.DynamicTableSource;
import org.apache.flink.table.connector.source.ScanTableSource;
import org.apache.flink.table.connector.source.SourceProvider;
import org.apache.flink.table.connector.source.abilities.SupportsWatermarkPushDown;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.types.DataType;

/**
 * The kit's stand-in for a source table: the changelog mode of the connector it replaces, and the
 * table's watermark strategy pushed into the source so watermarks follow the rows exactly.
 */
final class SpecTableSource implements ScanTableSource, SupportsWatermarkPushDown {

  private final String runId;
  private final String table;
  private final Changelog changelog;
  private final DataType physicalType;
  private final ZoneId watermarkZone;
  private WatermarkStrategy<RowData> watermarks;

  SpecTableSource(
      String runId,
      String table,
      Changelog changelog,
      DataType physicalType,
      ZoneId watermarkZone,
      WatermarkStrategy<RowData> watermarks) {
    this.runId = runId;
    this.table = table;
    this.changelog = changelog;
    this.physicalType = physicalType;
    this.watermarkZone = watermarkZone;
    this.watermarks = watermarks;
  }

  @Override
  public ChangelogMode getChangelogMode() {
    return changelog.sourceMode();
  }

  @Override
  public ScanRuntimeProvider getScanRuntimeProvider(ScanContext context) {
    return SourceProvider.of(
        new SpecSource(
            runId,
            table,
            context.createDataStructureConverter(physicalType),
            watermarks,
            watermarkZone));
  }

  @Override
  public void applyWatermark(WatermarkStrategy<RowData> watermarkStrategy) {
    this.watermarks = watermarkStrategy;
  }

  @Override
  public DynamicTableSource copy() {
    return new SpecTableSource(runId, table, changelog, physicalType, watermarkZone, watermarks);
  }

  @Override
  public String asSummaryString() {
    return SpecConnectorFactory.IDENTIFIER;
  }
}
