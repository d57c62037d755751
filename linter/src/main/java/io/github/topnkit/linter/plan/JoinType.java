package io.github.topnkit.linter.plan;

/** The join type of SQL. */
public enum JoinType {
  INNER,
  LEFT,
  RIGHT,
  FULL;

  public boolean generatesNullsOnLeft() {
    return this == RIGHT || this == FULL;
  }

  public boolean generatesNullsOnRight() {
    return this == LEFT || this == FULL;
  }
}
