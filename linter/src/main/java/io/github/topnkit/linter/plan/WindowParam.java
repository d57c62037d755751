package io.github.topnkit.linter.plan;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.parse.Span;
import java.util.Optional;

/**
 * A size-like argument of a window TVF (size, slide, step, gap, offset): its value in milliseconds
 * when it is a constant day-time interval (empty otherwise), whether it was a year-month interval,
 * and its span.
 */
public record WindowParam(
    String name, Optional<Long> millis, boolean yearMonth, boolean interval, Span span) {

  public WindowParam {
    requireNonNull(millis, "millis is null");
  }

  public boolean isKnown() {
    return millis.isPresent();
  }
}
