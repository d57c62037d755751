package io.github.topnkit.spec;

/** The kind of a changelog row, written as in Flink's print notation. */
public enum RowKind {
  INSERT("+I"),
  UPDATE_BEFORE("-U"),
  UPDATE_AFTER("+U"),
  DELETE("-D");

  private final String shortString;

  RowKind(String shortString) {
    this.shortString = shortString;
  }

  /** {@code +I}, {@code -U}, {@code +U} or {@code -D}. */
  public String shortString() {
    return shortString;
  }

  /** Whether the row adds to the materialized result ({@code +I}, {@code +U}). */
  public boolean isAccumulate() {
    return this == INSERT || this == UPDATE_AFTER;
  }
}
