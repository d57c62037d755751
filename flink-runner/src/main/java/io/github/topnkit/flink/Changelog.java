package io.github.topnkit.flink;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.spec.RowKind;
import java.util.Locale;
import org.apache.flink.table.connector.ChangelogMode;

/**
 * The changes the kit's connector produces as a source or accepts as a sink, taken over from the
 * connector it replaces; written into the table options as {@link #option()}.
 */
enum Changelog {
  INSERT_ONLY,
  UPSERT,
  ALL,
  /** What {@code blackhole} accepts: everything it is offered except update-before rows. */
  ALL_BUT_UPDATE_BEFORE;

  /** The option value, such as {@code insert-only}. */
  String option() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  static Changelog fromOption(String value) {
    return valueOf(value.toUpperCase(Locale.ROOT).replace('-', '_'));
  }

  static Changelog of(ChangelogNature nature) {
    return switch (nature) {
      case INSERT_ONLY -> INSERT_ONLY;
      case UPSERT -> UPSERT;
      case ALL_CHANGES -> ALL;
    };
  }

  /** The changelog mode of a source that produces these changes. */
  ChangelogMode sourceMode() {
    return switch (this) {
      case INSERT_ONLY -> ChangelogMode.insertOnly();
      case UPSERT -> ChangelogMode.upsert();
      case ALL, ALL_BUT_UPDATE_BEFORE -> ChangelogMode.all();
    };
  }

  /**
   * The changelog mode of a sink that accepts these changes, given what the planner offers: an
   * append-only sink says insert-only even for an updating query, so Flink rejects the query with
   * its own message, as it does for the real connector.
   */
  ChangelogMode sinkMode(ChangelogMode requested) {
    return switch (this) {
      case INSERT_ONLY -> ChangelogMode.insertOnly();
      case UPSERT -> ChangelogMode.upsert();
      case ALL -> requested;
      case ALL_BUT_UPDATE_BEFORE -> withoutUpdateBefore(requested);
    };
  }

  /** Whether an input row of this kind fits a source with this changelog. */
  boolean admits(RowKind kind) {
    return switch (this) {
      case INSERT_ONLY -> kind == RowKind.INSERT;
      case UPSERT -> kind != RowKind.UPDATE_BEFORE;
      case ALL, ALL_BUT_UPDATE_BEFORE -> true;
    };
  }

  /** The rows a source with this changelog produces, for messages. */
  String rows() {
    return switch (this) {
      case INSERT_ONLY -> "only +I rows";
      case UPSERT -> "only +I, +U and -D rows";
      case ALL, ALL_BUT_UPDATE_BEFORE -> "+I, -U, +U and -D rows";
    };
  }

  private static ChangelogMode withoutUpdateBefore(ChangelogMode requested) {
    ChangelogMode.Builder builder = ChangelogMode.newBuilder();
    for (org.apache.flink.types.RowKind kind : requested.getContainedKinds()) {
      if (kind != org.apache.flink.types.RowKind.UPDATE_BEFORE) {
        builder.addContainedKind(kind);
      }
    }
    return builder.build();
  }
}
