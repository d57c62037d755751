package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.parse.Span;

/**
 * One key of an ORDER BY: the field, its direction, where NULLs go, and its span. Flink's default
 * null order is NULLS FIRST for ASC and NULLS LAST for DESC.
 */
public record SortKey(int field, boolean descending, boolean nullsFirst, Span span) {

  /** A key with Flink's default null ordering for the direction. */
  public static SortKey of(int field, boolean descending, Span span) {
    return new SortKey(field, descending, !descending, span);
  }

  public SortKey withField(int newField) {
    return new SortKey(newField, descending, nullsFirst, span);
  }
}
