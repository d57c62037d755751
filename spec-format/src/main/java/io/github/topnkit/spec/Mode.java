package io.github.topnkit.spec;

import io.github.topnkit.linter.target.ExecutionMode;
import java.util.List;
import java.util.Locale;

/**
 * The modes a case declares it runs in; {@code BOTH} runs it once in each. A single run is an
 * {@link ExecutionMode}, which cannot be "both".
 */
public enum Mode {
  STREAMING,
  BATCH,
  BOTH;

  /** The runs: one, or streaming then batch. */
  public List<ExecutionMode> runs() {
    return switch (this) {
      case STREAMING -> List.of(ExecutionMode.STREAMING);
      case BATCH -> List.of(ExecutionMode.BATCH);
      case BOTH -> List.of(ExecutionMode.STREAMING, ExecutionMode.BATCH);
    };
  }

  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
