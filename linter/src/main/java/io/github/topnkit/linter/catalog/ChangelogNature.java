package io.github.topnkit.linter.catalog;

/** What kinds of changes a connector produces as a source, or accepts as a sink. */
public enum ChangelogNature {
  /** Inserts only: {@code kafka}, {@code filesystem}, {@code datagen} and most sources. */
  INSERT_ONLY,
  /** Inserts, updates (after-images only) and deletes keyed by the primary key. */
  UPSERT,
  /** Every kind of change, including update before-images: CDC formats, {@code print}. */
  ALL_CHANGES;

  public boolean isInsertOnly() {
    return this == INSERT_ONLY;
  }
}
