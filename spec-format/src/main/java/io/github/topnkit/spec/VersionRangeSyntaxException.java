package io.github.topnkit.spec;

/** A Flink version range that does not parse, with the offset in its text where it goes wrong. */
public final class VersionRangeSyntaxException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  private final int offset;

  public VersionRangeSyntaxException(int offset, String message) {
    super(message);
    this.offset = offset;
  }

  /** The character offset in the range's text the problem starts at. */
  public int offset() {
    return offset;
  }
}
