package io.github.topnkit.linter.agreement;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The random choices one generated statement is made of. Every choice is a number below a bound,
 * and 0 is always the simplest option, so a shrinker can replay the recorded choices with some of
 * them set to 0 and get a simpler statement of the same kind.
 */
final class Choices {

  private final Random random;
  private final List<Integer> replay;
  private final List<Integer> made = new ArrayList<>();

  private Choices(Random random, List<Integer> replay) {
    this.random = random;
    this.replay = replay;
  }

  /** Fresh choices from a seed. */
  static Choices random(long seed) {
    return new Choices(new Random(seed), null);
  }

  /** The given choices again; past their end every choice is the simplest. */
  static Choices replaying(List<Integer> replay) {
    return new Choices(null, List.copyOf(replay));
  }

  /** A number from 0 to {@code bound - 1}. */
  int pick(int bound) {
    int i = made.size();
    int value;
    if (replay == null) {
      value = random.nextInt(bound);
    } else {
      value = i < replay.size() ? Math.min(replay.get(i), bound - 1) : 0;
    }
    made.add(value);
    return value;
  }

  /** True with the given chance in percent; false is the simpler answer. */
  boolean chance(int percent) {
    return pick(100) >= 100 - percent;
  }

  <T> T oneOf(List<T> options) {
    return options.get(pick(options.size()));
  }

  /**
   * Some of the options, in their order: at least {@code min} (or all there are), at most {@code
   * max}.
   */
  <T> List<T> some(List<T> options, int min, int max) {
    int least = Math.min(min, options.size());
    int count = least + pick(Math.max(0, Math.min(max, options.size()) - least) + 1);
    List<T> left = new ArrayList<>(options);
    List<T> chosen = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      chosen.add(left.remove(pick(left.size())));
    }
    List<T> ordered = new ArrayList<>(options);
    ordered.retainAll(chosen);
    return ordered;
  }

  List<Integer> made() {
    return List.copyOf(made);
  }
}
