package io.github.topnkit.reference.agg;

/** An aggregate call with FILTER (WHERE ...): only rows whose filter field is TRUE reach it. */
final class FilteredAccumulator implements Accumulator {

  private final Accumulator inner;
  private final int filterField;

  FilteredAccumulator(Accumulator inner, int filterField) {
    this.inner = inner;
    this.filterField = filterField;
  }

  @Override
  public void accumulate(Object[] row) {
    if (Boolean.TRUE.equals(row[filterField])) {
      inner.accumulate(row);
    }
  }

  @Override
  public void retract(Object[] row) {
    if (Boolean.TRUE.equals(row[filterField])) {
      inner.retract(row);
    }
  }

  @Override
  public Object value() {
    return inner.value();
  }
}
