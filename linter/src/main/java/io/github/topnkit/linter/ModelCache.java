package io.github.topnkit.linter;

import io.github.topnkit.linter.cache.RecentCache;
import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.function.Supplier;

/**
 * The pattern models of recently analyzed parse results, by the settings that shape a model. Parse
 * results come from the parser's own cache, so a script analyzed again with the same settings (a
 * spec case's lint check, reference run and output check) is analyzed once.
 */
final class ModelCache {

  /** What a model depends on besides the parse; a schema by identity, every empty one alike. */
  private record Key(
      ParsedScript script,
      FlinkVersion version,
      ExecutionMode mode,
      Dialect dialect,
      Catalog schema) {}

  private static final RecentCache<Key, ScriptModel> RECENT =
      new RecentCache<>(SqlFrontEnd.CACHED_CHARS, key -> key.script().source().text().length());

  private ModelCache() {}

  /** The model of {@code script} under {@code options}, analyzed by {@code analysis} if new. */
  static ScriptModel get(ParsedScript script, LintOptions options, Supplier<ScriptModel> analysis) {
    Catalog schema = options.schema().tables().isEmpty() ? null : options.schema();
    return RECENT.get(
        new Key(script, options.version(), options.mode(), options.dialect(), schema),
        key -> analysis.get());
  }
}
