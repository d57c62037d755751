package io.github.topnkit.spec;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.target.ExecutionMode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One case of a spec file with the file's defaults applied: its SQL, the DDL and input it sees, the
 * modes and Flink versions it runs on, and what it expects in each mode.
 *
 * @param tables the DDL statements, in the order they run; the key is the table name
 * @param query whether {@code sql} is a single query (its result is the output) or a script
 * @param key the output columns whose rows keep their order, when the spec names them
 * @param regions where each expectation block of the case is in the file, for writing back
 */
public record SpecCase(
    String file,
    String name,
    Position position,
    SqlBlock sql,
    boolean query,
    Map<String, SqlBlock> tables,
    Map<String, TableInput> inputs,
    Mode mode,
    VersionRange flink,
    long seed,
    int generate,
    Optional<List<String>> key,
    Expectations streaming,
    Expectations batch,
    Optional<String> skip,
    CaseRegions regions) {

  public SpecCase {
    requireNonNull(file, "file is null");
    requireNonNull(name, "name is null");
    requireNonNull(position, "position is null");
    requireNonNull(sql, "sql is null");
    tables = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(tables));
    inputs = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(inputs));
    requireNonNull(mode, "mode is null");
    requireNonNull(flink, "flink is null");
    key = key.map(List::copyOf);
    requireNonNull(streaming, "streaming is null");
    requireNonNull(batch, "batch is null");
    requireNonNull(regions, "regions is null");
  }

  /** The expectations for one run. */
  public Expectations expectations(ExecutionMode run) {
    return switch (run) {
      case STREAMING -> streaming;
      case BATCH -> batch;
    };
  }
}
