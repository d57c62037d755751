package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;

/**
 * A size-like argument of a window TVF (size, slide, step, gap, offset): its value in milliseconds
 * when it is a constant day-time interval, whether it was a year-month interval, and its span.
 */
public record WindowParam(
    String name, Long millis, boolean yearMonth, boolean interval, Span span) {

  public boolean isKnown() {
    return millis != null;
  }
}
