package io.github.topnkit.flink;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.apache.flink.api.connector.source.SourceSplit;
import org.apache.flink.core.io.SimpleVersionedSerializer;

/** The one split of a spec table's input: the table whose events the reader takes from its run. */
record SpecSplit(String table) implements SourceSplit {

  @Override
  public String splitId() {
    return table;
  }

  /** Writes a split as its table name. */
  static final class Serializer implements SimpleVersionedSerializer<SpecSplit> {

    @Override
    public int getVersion() {
      return 1;
    }

    @Override
    public byte[] serialize(SpecSplit split) {
      return split.table().getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public SpecSplit deserialize(int version, byte[] serialized) throws IOException {
      if (version != 1) {
        throw new IOException("unknown split version " + version);
      }
      return new SpecSplit(new String(serialized, StandardCharsets.UTF_8));
    }
  }
}
