package io.github.topnkit.junit.differential;

import io.github.topnkit.spec.run.CaseRunner;
import java.util.Optional;

/** The engines the differential test compares with Flink. */
final class Engines {

  private Engines() {}

  /**
   * The reference engine; none until its case runner is on main, and meanwhile the agreement tests
   * are skipped while the Flink runs still happen. To plug it in, return {@code Optional.of(new
   * io.github.topnkit.reference.ReferenceCaseRunner())}.
   */
  static Optional<CaseRunner> reference() {
    return Optional.empty();
  }
}
