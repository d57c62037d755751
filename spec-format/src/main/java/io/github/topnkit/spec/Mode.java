package io.github.topnkit.spec;

import java.util.List;
import java.util.Locale;

/** The runtime mode a case runs in; {@code BOTH} runs it once in each. */
public enum Mode {
  STREAMING,
  BATCH,
  BOTH;

  /** The modes to run: one, or streaming then batch. */
  public List<Mode> runs() {
    return this == BOTH ? List.of(STREAMING, BATCH) : List.of(this);
  }

  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
