package io.github.topnkit.linter.model;

import java.util.ArrayList;
import java.util.List;

/**
 * The iteration order of a small Scala 2.12 {@code mutable.HashSet} of strings, the set Flink's
 * planner (built with Scala 2.12) builds some messages from: an open-addressing table of 32 slots
 * whose index is the top bits of the byte-swapped, rotated hash code, probed linearly.
 */
final class ScalaHashSet {

  /** The table size of a new set; it grows only past 14 elements (load factor 0.45). */
  private static final int SLOTS = 32;

  private static final int MAX_ELEMENTS = 14;

  private ScalaHashSet() {}

  /** The distinct elements in the order the set iterates them after adding them in this order. */
  static List<String> order(List<String> elements) {
    if (elements.size() > MAX_ELEMENTS) {
      return List.copyOf(elements);
    }
    String[] table = new String[SLOTS];
    int seed = Integer.bitCount(SLOTS - 1);
    for (String e : elements) {
      int h = index(e.hashCode(), seed);
      while (table[h] != null && !table[h].equals(e)) {
        h = (h + 1) % SLOTS;
      }
      table[h] = e;
    }
    List<String> result = new ArrayList<>();
    for (String e : table) {
      if (e != null) {
        result.add(e);
      }
    }
    return result;
  }

  private static int index(int hashCode, int seed) {
    int improved = byteswap32(hashCode);
    int rotation = seed % 32;
    int rotated = (improved >>> rotation) | (improved << (32 - rotation));
    return (rotated >>> (32 - Integer.bitCount(SLOTS - 1))) & (SLOTS - 1);
  }

  /** Scala's {@code scala.util.hashing.byteswap32}. */
  private static int byteswap32(int v) {
    int hc = v * 0x9e3775cd;
    hc = Integer.reverseBytes(hc);
    return hc * 0x9e3775cd;
  }
}
