package io.github.topnkit.spec.verify;

import java.util.Locale;

/** The engines a user asks to check cases on: {@code reference}, {@code flink} or {@code both}. */
public enum EngineChoice {
  REFERENCE,
  FLINK,
  BOTH;

  /** Reads a choice as the command line and the Maven goal spell it. */
  public static EngineChoice parse(String text) {
    for (EngineChoice choice : values()) {
      if (choice.label().equals(text.trim().toLowerCase(Locale.ROOT))) {
        return choice;
      }
    }
    throw new IllegalArgumentException(
        "unknown engines '" + text + "' (expected reference, flink or both)");
  }

  public boolean reference() {
    return this != FLINK;
  }

  public boolean flink() {
    return this != REFERENCE;
  }

  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}
