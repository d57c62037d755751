package io.github.topnkit.junit.differential;

import io.github.topnkit.reference.ReferenceCaseRunner;
import io.github.topnkit.spec.run.CaseRunner;
import java.util.Optional;

/** The engines the differential test compares with Flink. */
final class Engines {

  private Engines() {}

  /** The reference engine, behaving as the default Flink version. */
  static Optional<CaseRunner> reference() {
    return Optional.of(new ReferenceCaseRunner());
  }
}
