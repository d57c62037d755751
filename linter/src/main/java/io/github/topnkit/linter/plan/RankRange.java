package io.github.topnkit.linter.plan;

/**
 * The range of rank numbers a Top-N keeps: constant bounds, or an upper bound read from a column of
 * the input (Flink's {@code VariableRankRange}).
 */
public sealed interface RankRange permits RankRange.Constant, RankRange.Variable {

  /** {@code rankStart <= rn <= rankEnd}. */
  record Constant(long start, long end) implements RankRange {
    @Override
    public String toString() {
      return "rankStart=" + start + ", rankEnd=" + end;
    }

    public boolean isTop1() {
      return start == 1 && end == 1;
    }
  }

  /** {@code rn <= column}, where the column's value is fixed per partition by its first row. */
  record Variable(int field, String fieldName) implements RankRange {
    @Override
    public String toString() {
      return "rankEnd=" + fieldName;
    }
  }
}
