package io.github.topnkit.linter.agreement;

import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.List;

/**
 * Shrinks a disagreeing statement: replays its choices with one at a time set to the simplest
 * option and keeps each change under which the verdicts still part the same way.
 */
final class Shrinker {

  private static final int MAX_TRIES = 80;

  private final StatementGenerator generator;
  private final FlinkVersion version;

  Shrinker(StatementGenerator generator, FlinkVersion version) {
    this.generator = generator;
    this.version = version;
  }

  GenOutcome shrink(GenOutcome failing) {
    GenOutcome best = failing;
    List<Integer> choices = new ArrayList<>(failing.statement().choices());
    int tries = 0;
    boolean progress = true;
    while (progress && tries < MAX_TRIES) {
      progress = false;
      for (int i = 0; i < choices.size() && tries < MAX_TRIES; i++) {
        if (choices.get(i) == 0) {
          continue;
        }
        List<Integer> simpler = new ArrayList<>(choices);
        simpler.set(i, 0);
        tries++;
        GeneratedStatement candidate = generator.replay(failing.statement(), simpler);
        if (candidate.statement().length() > best.statement().statement().length() + 40) {
          continue;
        }
        GenOutcome outcome = GenOutcome.of(candidate, version);
        if (outcome.kind() == GenOutcome.Kind.DISAGREE
            && outcome.headline().equals(failing.headline())) {
          best = outcome;
          choices = new ArrayList<>(candidate.choices());
          progress = true;
        }
      }
    }
    return best;
  }
}
