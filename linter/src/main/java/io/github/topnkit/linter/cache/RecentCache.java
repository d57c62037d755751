package io.github.topnkit.linter.cache;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * The values of the most recently used keys, up to a budget of weight (the source characters a
 * value was made from). A key heavier than a sixteenth of the budget is never kept: a large file is
 * linted once, by the command line or the Maven plugin, and would only crowd the others out.
 * Thread-safe; values must not change once made.
 */
public final class RecentCache<K, V> {

  private final long budget;
  private final ToLongFunction<K> weight;
  private final Map<K, V> entries = new LinkedHashMap<>(16, 0.75f, true);
  private long used;

  public RecentCache(long budget, ToLongFunction<K> weight) {
    this.budget = budget;
    this.weight = weight;
  }

  /** The kept value of {@code key}, or a new one from {@code make}, kept when it fits. */
  public V get(K key, Function<K, V> make) {
    long w = weight.applyAsLong(key);
    if (w > budget / 16) {
      return make.apply(key);
    }
    synchronized (entries) {
      V kept = entries.get(key);
      if (kept != null) {
        return kept;
      }
    }
    // Made outside the lock: two threads may make the same value, and either will do.
    V value = make.apply(key);
    synchronized (entries) {
      if (entries.put(key, value) == null) {
        used += w;
      }
      Iterator<K> eldest = entries.keySet().iterator();
      while (used > budget && eldest.hasNext()) {
        used -= weight.applyAsLong(eldest.next());
        eldest.remove();
      }
    }
    return value;
  }

  public int size() {
    synchronized (entries) {
      return entries.size();
    }
  }
}
