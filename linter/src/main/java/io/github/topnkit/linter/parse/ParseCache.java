package io.github.topnkit.linter.parse;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The parse results of the most recently parsed files, up to a budget of source characters. A spec
 * case's script is parsed by the linter's checks, by the reference engine and by the output check,
 * each through its own {@code Linter}; parsing is most of that work, and a parse tree is never
 * changed once built.
 */
final class ParseCache {

  /**
   * About a megabyte of SQL: the scripts of hundreds of spec cases, while the trees (ten to twenty
   * times the text) stay a small part of a default heap.
   */
  static final ParseCache SHARED = new ParseCache(1 << 20);

  private final long maxChars;
  private final Map<SourceFile, ParsedScript> entries = new LinkedHashMap<>(16, 0.75f, true);
  private long chars;

  ParseCache(long maxChars) {
    this.maxChars = maxChars;
  }

  /** The cached result for this path and text, or a new parse, cached when it fits the budget. */
  ParsedScript get(SourceFile source, Function<SourceFile, ParsedScript> parser) {
    int size = source.text().length();
    if (size > maxChars / 16) {
      // A large file is linted once, by the CLI or the Maven plugin; it would only crowd out.
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
      if (entries.put(source, parsed) == null) {
        chars += size;
      }
      Iterator<SourceFile> eldest = entries.keySet().iterator();
      while (chars > maxChars && eldest.hasNext()) {
        chars -= eldest.next().text().length();
        eldest.remove();
      }
    }
    return parsed;
  }

  int size() {
    synchronized (entries) {
      return entries.size();
    }
  }
}
