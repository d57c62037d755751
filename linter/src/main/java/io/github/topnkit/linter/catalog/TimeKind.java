package io.github.topnkit.linter.catalog;

/** Whether a column is a time attribute, and which kind. */
public enum TimeKind {
  /** An ordinary value. */
  NONE,
  /** An event-time attribute: a column with a {@code WATERMARK FOR} declaration. */
  ROWTIME,
  /** A processing-time attribute: a column computed as {@code PROCTIME()}. */
  PROCTIME;

  public boolean isTimeAttribute() {
    return this != NONE;
  }
}
