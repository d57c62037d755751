package io.github.topnkit.linter.catalog;

/** The logical type families of Flink SQL that the linter and the reference engine tell apart. */
public enum TypeRoot {
  BOOLEAN,
  TINYINT,
  SMALLINT,
  INTEGER,
  BIGINT,
  FLOAT,
  DOUBLE,
  DECIMAL,
  CHAR,
  VARCHAR,
  BINARY,
  VARBINARY,
  DATE,
  TIME,
  TIMESTAMP,
  TIMESTAMP_LTZ,
  INTERVAL_DAY_TIME,
  INTERVAL_YEAR_MONTH,
  ARRAY,
  MAP,
  MULTISET,
  ROW,
  NULL,
  /** A type the linter could not derive; rules that need it stay silent. */
  UNKNOWN;

  public boolean isNumeric() {
    return switch (this) {
      case TINYINT, SMALLINT, INTEGER, BIGINT, FLOAT, DOUBLE, DECIMAL -> true;
      default -> false;
    };
  }

  public boolean isExactInteger() {
    return switch (this) {
      case TINYINT, SMALLINT, INTEGER, BIGINT -> true;
      default -> false;
    };
  }

  public boolean isCharacter() {
    return this == CHAR || this == VARCHAR;
  }

  public boolean isTimestamp() {
    return this == TIMESTAMP || this == TIMESTAMP_LTZ;
  }
}
