package io.github.topnkit.linter.model;

/**
 * Which update messages a relation sends, Flink's {@code UpdateKindTrait}: none, after-images only
 * ({@code +U}), or before- and after-images ({@code -U} and {@code +U}).
 */
public enum UpdateKind {
  NONE,
  ONLY_UPDATE_AFTER,
  BEFORE_AND_AFTER;

  static UpdateKind onlyAfterOrNone(Kinds kinds) {
    return kinds.update() ? ONLY_UPDATE_AFTER : NONE;
  }

  static UpdateKind beforeAfterOrNone(Kinds kinds) {
    return kinds.update() ? BEFORE_AND_AFTER : NONE;
  }
}
