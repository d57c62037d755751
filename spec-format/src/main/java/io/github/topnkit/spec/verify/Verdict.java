package io.github.topnkit.spec.verify;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.spec.check.Mismatch;
import java.util.List;

/**
 * How checking one case in one mode ended, the same for every face (JUnit, command line, Maven):
 * each maps it to its own medium and none decides it again.
 */
public sealed interface Verdict {

  /** What each engine did, in the order they ran; empty when the case needed no run. */
  List<EngineRun> runs();

  /** Every expectation holds on every engine that ran the case. */
  record Passed(List<EngineRun> runs) implements Verdict {
    public Passed {
      runs = List.copyOf(runs);
    }
  }

  /**
   * At least one expectation does not hold.
   *
   * @param failures one per missed expectation and engine, each naming the engine it is about (or
   *     that the engines agree and the expectation differs), with expected and actual text where a
   *     diff view helps
   */
  record Failed(List<Mismatch> failures, List<EngineRun> runs) implements Verdict {
    public Failed {
      failures = List.copyOf(failures);
      runs = List.copyOf(runs);
      if (failures.isEmpty()) {
        throw new IllegalArgumentException("a failed verdict names its failures");
      }
    }
  }

  /** The case was not run: its own {@code skip}, or a Flink version outside its range. */
  record Skipped(String reason) implements Verdict {
    public Skipped {
      requireNonNull(reason, "reason is null");
    }

    @Override
    public List<EngineRun> runs() {
      return List.of();
    }
  }

  /**
   * No engine that was asked could run the case, and nothing else failed: the reference engine
   * without Flink, on a feature it does not model. It is neither a pass nor a failure.
   */
  record Unsupported(String reason, List<EngineRun> runs) implements Verdict {
    public Unsupported {
      requireNonNull(reason, "reason is null");
      runs = List.copyOf(runs);
    }
  }
}
