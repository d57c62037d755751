package io.github.topnkit.junit.differential;

/**
 * The source table {@code T} of a generated case: append-only with a rowtime, or updating (an
 * upsert-kafka table with a primary key, or a debezium-json CDC table).
 */
enum SourceKind {
  /** 'connector' = 'kafka': +I rows with a TIMESTAMP(3) rowtime and a watermark. */
  APPEND,
  /**
   * 'connector' = 'upsert-kafka' with PRIMARY KEY (id): +I/+U/-D, Flink adds ChangelogNormalize.
   */
  UPSERT,
  /** 'format' = 'debezium-json': all four row kinds, -U before +U. */
  CDC;

  boolean hasRowtime() {
    return this == APPEND;
  }
}
