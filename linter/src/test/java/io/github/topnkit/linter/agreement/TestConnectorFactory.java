package io.github.topnkit.linter.agreement;

import java.util.Locale;
import java.util.Set;
import org.apache.flink.api.connector.source.Source;
import org.apache.flink.api.connector.source.lib.NumberSequenceSource;
import org.apache.flink.configuration.ConfigOption;
import org.apache.flink.configuration.ConfigOptions;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.table.connector.sink.DynamicTableSink;
import org.apache.flink.table.connector.sink.SinkV2Provider;
import org.apache.flink.table.connector.source.DynamicTableSource;
import org.apache.flink.table.connector.source.ScanTableSource;
import org.apache.flink.table.connector.source.SourceProvider;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.factories.DynamicTableSinkFactory;
import org.apache.flink.table.factories.DynamicTableSourceFactory;
import org.apache.flink.types.RowKind;

/**
 * A planning-only connector for the agreement tests: its source produces the changelog named by
 * {@code changelog-mode}, its sink accepts what {@code sink.changelog-mode} says (append, upsert or
 * all), so the planner sees the same changelog constraints as with Kafka, upsert-Kafka or CDC.
 */
public final class TestConnectorFactory
    implements DynamicTableSourceFactory, DynamicTableSinkFactory {

  static final ConfigOption<String> CHANGELOG =
      ConfigOptions.key("changelog-mode").stringType().defaultValue("I");
  static final ConfigOption<String> SINK =
      ConfigOptions.key("sink.changelog-mode").stringType().defaultValue("all");

  @Override
  public String factoryIdentifier() {
    return "topnkit";
  }

  @Override
  public Set<ConfigOption<?>> requiredOptions() {
    return Set.of();
  }

  @Override
  public Set<ConfigOption<?>> optionalOptions() {
    return Set.of(CHANGELOG, SINK);
  }

  @Override
  public DynamicTableSource createDynamicTableSource(Context context) {
    String mode = context.getCatalogTable().getOptions().getOrDefault("changelog-mode", "I");
    return new Scan(parse(mode));
  }

  @Override
  public DynamicTableSink createDynamicTableSink(Context context) {
    String mode = context.getCatalogTable().getOptions().getOrDefault("sink.changelog-mode", "all");
    return new Sink(mode.toLowerCase(Locale.ROOT));
  }

  static ChangelogMode parse(String mode) {
    ChangelogMode.Builder b = ChangelogMode.newBuilder();
    for (String kind : mode.toUpperCase(Locale.ROOT).replace(" ", "").split(",")) {
      switch (kind) {
        case "I" -> b.addContainedKind(RowKind.INSERT);
        case "UB" -> b.addContainedKind(RowKind.UPDATE_BEFORE);
        case "UA" -> b.addContainedKind(RowKind.UPDATE_AFTER);
        case "D" -> b.addContainedKind(RowKind.DELETE);
        default -> throw new IllegalArgumentException("unknown row kind " + kind);
      }
    }
    return b.build();
  }

  private record Scan(ChangelogMode mode) implements ScanTableSource {
    @Override
    public ChangelogMode getChangelogMode() {
      return mode;
    }

    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    public ScanRuntimeProvider getScanRuntimeProvider(ScanContext context) {
      // Planning only: the source never runs, so a typed-erased placeholder is enough.
      Source source = new NumberSequenceSource(0, 0);
      return SourceProvider.of((Source<RowData, ?, ?>) source);
    }

    @Override
    public DynamicTableSource copy() {
      return new Scan(mode);
    }

    @Override
    public String asSummaryString() {
      return "topnkit";
    }
  }

  private record Sink(String mode) implements DynamicTableSink {
    @Override
    public ChangelogMode getChangelogMode(ChangelogMode requested) {
      return switch (mode) {
        case "append" -> ChangelogMode.insertOnly();
        case "upsert" -> ChangelogMode.upsert();
        default -> requested;
      };
    }

    @Override
    public SinkRuntimeProvider getSinkRuntimeProvider(Context context) {
      return SinkV2Provider.of(new DiscardingSink<>());
    }

    @Override
    public DynamicTableSink copy() {
      return new Sink(mode);
    }

    @Override
    public String asSummaryString() {
      return "topnkit";
    }
  }
}
