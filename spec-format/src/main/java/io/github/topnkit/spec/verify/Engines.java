package io.github.topnkit.spec.verify;

import io.github.topnkit.linter.target.FlinkRelease;
import io.github.topnkit.spec.run.CaseRunner;
import java.util.Optional;

/**
 * The engines a case is checked on: the reference engine, Flink, or both (then Flink's output is
 * the truth and the reference engine is held to it); closing it closes them.
 */
public record Engines(Optional<CaseRunner> reference, Optional<CaseRunner> flink)
    implements AutoCloseable {

  public Engines {
    if (reference.isEmpty() && flink.isEmpty()) {
      throw new IllegalArgumentException("a case is checked on at least one engine");
    }
    if (reference.isPresent()
        && flink.isPresent()
        && reference.get().flinkRelease().line() != flink.get().flinkRelease().line()) {
      throw new IllegalArgumentException(
          "the reference engine behaves as Flink "
              + reference.get().flinkRelease()
              + " but the Flink engine is "
              + flink.get().flinkRelease());
    }
  }

  /** The Flink release the cases are checked against, such as {@code 2.3.0}: Flink's own first. */
  public FlinkRelease flinkRelease() {
    return flink.or(() -> reference).orElseThrow().flinkRelease();
  }

  @Override
  public void close() {
    flink.ifPresent(CaseRunner::close);
    reference.ifPresent(CaseRunner::close);
  }
}
