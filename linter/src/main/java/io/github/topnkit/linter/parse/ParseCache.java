package io.github.topnkit.linter.parse;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The parse results of the most recently parsed small files. A spec case's script is parsed by the
 * linter's checks, by the reference engine and by the output check, each through its own {@code
 * Linter}; parsing is most of that work, and a parse tree is never changed once built.
 */
final class ParseCache {

  static final ParseCache SHARED = new ParseCache(256, 64 * 1024);

  private final int maxEntries;
  private final int maxChars;
  private final Map<SourceFile, ParsedScript> entries;

  ParseCache(int maxEntries, int maxChars) {
    this.maxEntries = maxEntries;
    this.maxChars = maxChars;
    this.entries =
        new LinkedHashMap<>(16, 0.75f, true) {
          @Override
          protected boolean removeEldestEntry(Map.Entry<SourceFile, ParsedScript> eldest) {
            return size() > ParseCache.this.maxEntries;
          }
        };
  }

  /** The cached result for this path and text, or a new parse that is cached when small. */
  ParsedScript get(SourceFile source, Function<SourceFile, ParsedScript> parser) {
    if (source.text().length() > maxChars) {
      // Large files are linted once, by the CLI or the Maven plugin; they would only crowd out.
      return parser.apply(source);
    }
    synchronized (entries) {
      ParsedScript cached = entries.get(source);
      if (cached != null) {
        return cached;
      }
    }
    // Parsed outside the lock: two threads may parse the same text, and either result will do.
    ParsedScript parsed = parser.apply(source);
    synchronized (entries) {
      entries.put(source, parsed);
    }
    return parsed;
  }

  int size() {
    synchronized (entries) {
      return entries.size();
    }
  }
}
