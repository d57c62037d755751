package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.VersionRange;
import java.util.Map;

/**
 * The top-level settings, tables and input of a file, which every case starts from.
 *
 * @param catalog the top-level tables; a case reads its own tables into a copy
 */
record FileDefaults(
    VersionRange flink,
    Mode mode,
    long seed,
    int generate,
    TableSet tables,
    Catalog catalog,
    Map<String, InputBlock> inputs) {

  static final long DEFAULT_SEED = 0;
  static final int DEFAULT_GENERATE = 100;

  FileDefaults {
    inputs = Map.copyOf(inputs);
  }
}
