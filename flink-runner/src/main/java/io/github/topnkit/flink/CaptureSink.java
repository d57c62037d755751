package io.github.topnkit.flink;

import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecRow;
import java.util.ArrayList;
import java.util.List;
import org.apache.flink.api.connector.sink2.Sink;
import org.apache.flink.api.connector.sink2.SinkWriter;
import org.apache.flink.api.connector.sink2.WriterInitContext;
import org.apache.flink.table.connector.RuntimeConverter;
import org.apache.flink.table.connector.sink.DynamicTableSink.DataStructureConverter;
import org.apache.flink.table.data.RowData;
import org.apache.flink.types.Row;

/** A Sink V2 that converts each row to Flink's external classes and records it in its run. */
record CaptureSink(String runId, String table, DataStructureConverter converter)
    implements Sink<RowData> {

  @Override
  public SinkWriter<RowData> createWriter(WriterInitContext context) {
    converter.open(
        RuntimeConverter.Context.create(context.getUserCodeClassLoader().asClassLoader()));
    SinkCapture capture = RunRegistry.get(runId).sink(table);
    capture.opened();
    return new Writer(converter, capture);
  }

  /** Appends rows in arrival order; there is nothing to flush. */
  private record Writer(DataStructureConverter converter, SinkCapture capture)
      implements SinkWriter<RowData> {

    @Override
    public void write(RowData element, Context context) {
      Row row = (Row) converter.toExternal(element);
      List<Object> values = new ArrayList<>(row.getArity());
      for (int i = 0; i < row.getArity(); i++) {
        values.add(row.getField(i));
      }
      capture.add(new SpecRow(RowKind.valueOf(row.getKind().name()), values));
    }

    @Override
    public void flush(boolean endOfInput) {}

    @Override
    public void close() {}
  }
}
