package io.github.topnkit.linter.config;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/** "Did you mean" hints: the known word closest to a misspelt one, when one is close. */
public final class Suggestions {

  private Suggestions() {}

  public static Optional<String> closest(String given, Collection<String> known) {
    String lower = given.toLowerCase(Locale.ROOT);
    if (lower.length() >= 3) {
      // A word cut short ("stream", "Rank") is a near miss however many letters are missing.
      Optional<String> completed =
          known.stream().filter(k -> k.toLowerCase(Locale.ROOT).startsWith(lower)).findFirst();
      if (completed.isPresent()
          && known.stream().filter(k -> k.toLowerCase(Locale.ROOT).startsWith(lower)).count()
              == 1) {
        return completed;
      }
    }
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
    int allowed = Math.max(2, given.length() / 3);
    return bestDistance <= allowed ? Optional.ofNullable(best) : Optional.empty();
  }

  /** The optimal string alignment distance: edits, plus swaps of two neighbours ("chnagelog"). */
  static int distance(String a, String b) {
    if (Math.abs(a.length() - b.length()) > Math.max(a.length(), b.length()) / 2 + 2) {
      return Integer.MAX_VALUE;
    }
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        int best = Math.min(d[i - 1][j - 1] + cost, Math.min(d[i - 1][j], d[i][j - 1]) + 1);
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          best = Math.min(best, d[i - 2][j - 2] + 1);
        }
        d[i][j] = best;
      }
    }
    return d[a.length()][b.length()];
  }
}
