package io.github.topnkit.linter.config;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** "Did you mean" hints: the known name closest to a misspelled one, if any is close. */
final class Suggestions {

  private Suggestions() {}

  static Optional<String> closest(String given, Collection<String> known) {
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    String g = given.toLowerCase(Locale.ROOT);
    for (String candidate : known) {
      int d = distance(g, candidate.toLowerCase(Locale.ROOT));
      if (d < bestDistance) {
        best = candidate;
        bestDistance = d;
      }
    }
    int allowed = Math.max(2, given.length() / 4);
    return bestDistance <= allowed ? Optional.ofNullable(best) : Optional.empty();
  }

  /** The Levenshtein distance: single-character insertions, deletions and substitutions. */
  static int distance(String a, String b) {
    int[] previous = new int[b.length() + 1];
    int[] current = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      previous[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      current[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        current[j] = Math.min(substitution, Math.min(previous[j], current[j - 1]) + 1);
      }
      int[] swap = previous;
      previous = current;
      current = swap;
    }
    return previous[b.length()];
  }
}
