package io.github.topnkit.linter.catalog;

import static java.util.Objects.requireNonNull;

/**
 * A Flink SQL data type as far as the linter needs it: family, precision and scale, nullability,
 * and whether the column is a time attribute.
 */
public record SqlType(
    TypeRoot root, int precision, int scale, boolean nullable, TimeKind timeKind) {

  /** Marks an absent precision or scale, as Calcite does. */
  public static final int UNSPECIFIED = -1;

  public static final SqlType UNKNOWN = new SqlType(TypeRoot.UNKNOWN, -1, -1, true, TimeKind.NONE);
  public static final SqlType BOOLEAN = of(TypeRoot.BOOLEAN);
  public static final SqlType INT = of(TypeRoot.INTEGER);
  public static final SqlType BIGINT = of(TypeRoot.BIGINT);
  public static final SqlType DOUBLE = of(TypeRoot.DOUBLE);
  public static final SqlType STRING =
      new SqlType(TypeRoot.VARCHAR, Integer.MAX_VALUE, -1, true, TimeKind.NONE);
  public static final SqlType NULL = of(TypeRoot.NULL);

  public SqlType {
    requireNonNull(root, "root is null");
    requireNonNull(timeKind, "timeKind is null");
  }

  /** A nullable type of the family without precision or scale. */
  public static SqlType of(TypeRoot root) {
    return new SqlType(root, UNSPECIFIED, UNSPECIFIED, true, TimeKind.NONE);
  }

  /** A timestamp of the given family and precision, optionally a time attribute. */
  public static SqlType timestamp(TypeRoot root, int precision, TimeKind kind) {
    return new SqlType(root, precision, UNSPECIFIED, kind == TimeKind.NONE, kind);
  }

  public static SqlType decimal(int precision, int scale) {
    return new SqlType(TypeRoot.DECIMAL, precision, scale, true, TimeKind.NONE);
  }

  public SqlType withNullable(boolean isNullable) {
    return new SqlType(root, precision, scale, isNullable, timeKind);
  }

  public SqlType withTimeKind(TimeKind kind) {
    return new SqlType(root, precision, scale, nullable, kind);
  }

  /** The same type without its time-attribute marker, as any expression over it yields. */
  public SqlType materialized() {
    return timeKind == TimeKind.NONE ? this : withTimeKind(TimeKind.NONE);
  }

  public boolean isTimeAttribute() {
    return timeKind.isTimeAttribute();
  }

  public boolean isKnown() {
    return root != TypeRoot.UNKNOWN;
  }

  /** The type as Flink prints it, e.g. {@code TIMESTAMP(3) *ROWTIME*} or {@code DECIMAL(10, 2)}. */
  @Override
  public String toString() {
    String base =
        switch (root) {
          case VARCHAR -> precision == Integer.MAX_VALUE ? "STRING" : "VARCHAR(" + precision + ")";
          case CHAR -> "CHAR(" + Math.max(1, precision) + ")";
          case VARBINARY ->
              precision == Integer.MAX_VALUE
                  ? "BYTES"
                  : "VARBINARY(" + Math.max(1, precision) + ")";
          case BINARY -> "BINARY(" + Math.max(1, precision) + ")";
          case DECIMAL -> "DECIMAL(" + precision + ", " + Math.max(0, scale) + ")";
          case TIMESTAMP, TIMESTAMP_LTZ, TIME ->
              root.name() + (precision >= 0 ? "(" + precision + ")" : "");
          case INTEGER -> "INT";
          default -> root.name();
        };
    String suffix =
        switch (timeKind) {
          case ROWTIME -> " *ROWTIME*";
          case PROCTIME -> " *PROCTIME*";
          case NONE -> "";
        };
    // A processing-time attribute is always NOT NULL; a rowtime column keeps its declared
    // nullability, which the model does not track.
    return base + (nullable || timeKind == TimeKind.ROWTIME ? "" : " NOT NULL") + suffix;
  }
}
