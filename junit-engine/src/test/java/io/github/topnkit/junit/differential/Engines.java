package io.github.topnkit.junit.differential;

import io.github.topnkit.spec.run.CaseRunner;
import java.util.Optional;

/** The engines the differential test compares with Flink. */
final class Engines {

  private Engines() {}

  /**
   * The reference engine, once its module is a test dependency of junit-engine; until then none,
   * and the agreement tests are skipped while the Flink runs still happen.
   */
  static Optional<CaseRunner> reference() {
    return Optional.empty();
  }
}
