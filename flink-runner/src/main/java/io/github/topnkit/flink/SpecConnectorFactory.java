package io.github.topnkit.flink;

import io.github.topnkit.spec.run.OutputTable;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.flink.configuration.ConfigOption;
import org.apache.flink.configuration.ConfigOptions;
import org.apache.flink.configuration.ReadableConfig;
import org.apache.flink.table.api.config.TableConfigOptions;
import org.apache.flink.table.catalog.Column;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.catalog.UniqueConstraint;
import org.apache.flink.table.catalog.WatermarkSpec;
import org.apache.flink.table.connector.sink.DynamicTableSink;
import org.apache.flink.table.connector.source.DynamicTableSource;
import org.apache.flink.table.factories.DynamicTableSinkFactory;
import org.apache.flink.table.factories.DynamicTableSourceFactory;
import org.apache.flink.table.factories.FactoryUtil;
import org.apache.flink.table.types.logical.LogicalTypeRoot;

/**
 * The connector ({@code 'connector' = 'topnkit-spec'}) that replaces every table's connector in a
 * spec case: a source fed from the case's input and a sink that captures what it receives, both
 * with the changelog behavior of the connector they replace.
 */
public final class SpecConnectorFactory
    implements DynamicTableSourceFactory, DynamicTableSinkFactory {

  public static final String IDENTIFIER = "topnkit-spec";

  static final ConfigOption<String> RUN_ID =
      ConfigOptions.key("run-id").stringType().noDefaultValue().withDescription("the case run");

  static final ConfigOption<String> TABLE =
      ConfigOptions.key("table")
          .stringType()
          .noDefaultValue()
          .withDescription("the table's name in the spec, for its input and output");

  static final ConfigOption<String> SOURCE_CHANGELOG =
      ConfigOptions.key("source-changelog")
          .stringType()
          .defaultValue(Changelog.INSERT_ONLY.option())
          .withDescription("the changes the replaced connector produces");

  static final ConfigOption<String> SINK_CHANGELOG =
      ConfigOptions.key("sink-changelog")
          .stringType()
          .defaultValue(Changelog.ALL.option())
          .withDescription("the changes the replaced connector accepts");

  @Override
  public String factoryIdentifier() {
    return IDENTIFIER;
  }

  @Override
  public Set<ConfigOption<?>> requiredOptions() {
    return Set.of(RUN_ID, TABLE);
  }

  @Override
  public Set<ConfigOption<?>> optionalOptions() {
    return Set.of(SOURCE_CHANGELOG, SINK_CHANGELOG);
  }

  @Override
  public DynamicTableSource createDynamicTableSource(Context context) {
    ReadableConfig options = validated(context);
    String table = options.get(TABLE);
    RunState run = RunRegistry.get(options.get(RUN_ID));
    run.unsupported(table, RunState.Role.SOURCE)
        .ifPresent(
            reason -> {
              throw new UnsupportedTableException(reason);
            });
    ResolvedSchema schema = context.getCatalogTable().getResolvedSchema();
    return new SpecTableSource(
        run.id(),
        table,
        Changelog.fromOption(options.get(SOURCE_CHANGELOG)),
        context.getPhysicalRowDataType(),
        watermarkZone(schema, context.getConfiguration()),
        null);
  }

  @Override
  public DynamicTableSink createDynamicTableSink(Context context) {
    ReadableConfig options = validated(context);
    String table = options.get(TABLE);
    RunState run = RunRegistry.get(options.get(RUN_ID));
    run.unsupported(table, RunState.Role.SINK)
        .ifPresent(
            reason -> {
              throw new UnsupportedTableException(reason);
            });
    ResolvedSchema schema = context.getCatalogTable().getResolvedSchema();
    List<OutputTable.Column> columns = new ArrayList<>();
    for (Column column : schema.getColumns()) {
      if (column.isPhysical()) {
        columns.add(
            new OutputTable.Column(
                column.getName(), SqlTypes.of(column.getDataType().getLogicalType())));
      }
    }
    run.defineSink(
        table, columns, schema.getPrimaryKey().map(UniqueConstraint::getColumns).orElse(List.of()));
    return new CaptureTableSink(
        run.id(),
        table,
        Changelog.fromOption(options.get(SINK_CHANGELOG)),
        context.getPhysicalRowDataType());
  }

  private ReadableConfig validated(Context context) {
    FactoryUtil.TableFactoryHelper helper = FactoryUtil.createTableFactoryHelper(this, context);
    helper.validate();
    return helper.getOptions();
  }

  /**
   * The zone of {@code watermark} lines: UTC for a TIMESTAMP rowtime (Flink's watermark is its
   * value read as UTC), the session time zone for a TIMESTAMP_LTZ one.
   */
  private static ZoneId watermarkZone(ResolvedSchema schema, ReadableConfig session) {
    for (WatermarkSpec spec : schema.getWatermarkSpecs()) {
      boolean ltz =
          schema
              .getColumn(spec.getRowtimeAttribute())
              .map(
                  c ->
                      c.getDataType().getLogicalType().getTypeRoot()
                          == LogicalTypeRoot.TIMESTAMP_WITH_LOCAL_TIME_ZONE)
              .orElse(false);
      if (ltz) {
        String zone = session.get(TableConfigOptions.LOCAL_TIME_ZONE);
        return TableConfigOptions.LOCAL_TIME_ZONE.defaultValue().equals(zone)
            ? ZoneId.systemDefault()
            : ZoneId.of(zone);
      }
    }
    return ZoneOffset.UTC;
  }
}
