package io.github.topnkit.flink;

import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.SpecRow;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.apache.flink.api.common.eventtime.TimestampAssigner;
import org.apache.flink.api.common.eventtime.Watermark;
import org.apache.flink.api.common.eventtime.WatermarkGenerator;
import org.apache.flink.api.common.eventtime.WatermarkGeneratorSupplier;
import org.apache.flink.api.common.eventtime.WatermarkOutput;
import org.apache.flink.api.connector.source.ReaderOutput;
import org.apache.flink.api.connector.source.SourceReader;
import org.apache.flink.api.connector.source.SourceReaderContext;
import org.apache.flink.core.io.InputStatus;
import org.apache.flink.metrics.MetricGroup;
import org.apache.flink.table.connector.RuntimeConverter;
import org.apache.flink.table.data.RowData;
import org.apache.flink.types.Row;
import org.apache.flink.util.clock.RelativeClock;
import org.apache.flink.util.clock.SystemClock;

/**
 * Replays a table's events one per poll. Time never depends on the wall clock: after every row the
 * reader asks the table's watermark generator for its watermark (no periodic timer), and a {@code
 * watermark} line emits its timestamp; the watermark never goes backwards.
 */
final class SpecSourceReader implements SourceReader<RowData, SpecSplit> {

  private final SpecSource source;
  private final SourceReaderContext context;
  private CompletableFuture<Void> available = new CompletableFuture<>();
  private List<InputEvent> events;
  private int next;
  private boolean noMoreSplits;
  private WatermarkGenerator<RowData> generator;
  private TimestampAssigner<RowData> timestamps;
  private long currentWatermark = Long.MIN_VALUE;

  SpecSourceReader(SpecSource source, SourceReaderContext context) {
    this.source = source;
    this.context = context;
  }

  @Override
  public void start() {
    source
        .converter()
        .open(RuntimeConverter.Context.create(context.getUserCodeClassLoader().asClassLoader()));
    if (source.watermarks() != null) {
      generator = source.watermarks().createWatermarkGenerator(new GeneratorContext());
      timestamps = source.watermarks().createTimestampAssigner(context::metricGroup);
    }
    context.sendSplitRequest();
  }

  @Override
  public InputStatus pollNext(ReaderOutput<RowData> output) {
    if (events != null && next < events.size()) {
      emit(events.get(next++), output);
      return InputStatus.MORE_AVAILABLE;
    }
    if (noMoreSplits || events != null) {
      // A table has one split: its reader is done once it replayed it.
      return InputStatus.END_OF_INPUT;
    }
    if (available.isDone()) {
      available = new CompletableFuture<>();
    }
    return InputStatus.NOTHING_AVAILABLE;
  }

  private void emit(InputEvent event, ReaderOutput<RowData> output) {
    WatermarkOutput watermarks = new MonotonicOutput(output);
    if (event instanceof InputEvent.Watermark line) {
      long millis = line.timestamp().atZone(source.watermarkZone()).toInstant().toEpochMilli();
      watermarks.emitWatermark(new Watermark(millis));
      return;
    }
    SpecRow row = ((InputEvent.Row) event).row();
    Row external =
        Row.ofKind(
            org.apache.flink.types.RowKind.valueOf(row.kind().name()), row.values().toArray());
    RowData data = (RowData) source.converter().toInternal(external);
    if (generator == null) {
      output.collect(data);
      return;
    }
    long timestamp = timestamps.extractTimestamp(data, TimestampAssigner.NO_TIMESTAMP);
    output.collect(data, timestamp);
    generator.onEvent(data, timestamp, watermarks);
    generator.onPeriodicEmit(watermarks);
  }

  @Override
  public List<SpecSplit> snapshotState(long checkpointId) {
    return events == null || next < events.size()
        ? List.of(new SpecSplit(source.table()))
        : List.of();
  }

  @Override
  public CompletableFuture<Void> isAvailable() {
    return available;
  }

  @Override
  public void addSplits(List<SpecSplit> splits) {
    events = RunRegistry.get(source.runId()).input(source.table());
    next = 0;
    available.complete(null);
  }

  @Override
  public void notifyNoMoreSplits() {
    noMoreSplits = true;
    available.complete(null);
  }

  @Override
  public void close() {}

  /** Forwards only watermarks that advance time; idleness is not simulated. */
  private final class MonotonicOutput implements WatermarkOutput {

    private final ReaderOutput<RowData> output;

    MonotonicOutput(ReaderOutput<RowData> output) {
      this.output = output;
    }

    @Override
    public void emitWatermark(Watermark watermark) {
      if (watermark.getTimestamp() > currentWatermark) {
        currentWatermark = watermark.getTimestamp();
        output.emitWatermark(watermark);
      }
    }

    @Override
    public void markIdle() {}

    @Override
    public void markActive() {}
  }

  private final class GeneratorContext implements WatermarkGeneratorSupplier.Context {

    @Override
    public MetricGroup getMetricGroup() {
      return context.metricGroup();
    }

    @Override
    public RelativeClock getInputActivityClock() {
      return SystemClock.getInstance();
    }
  }
}
