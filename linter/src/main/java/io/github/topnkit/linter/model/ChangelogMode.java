package io.github.topnkit.linter.model;

import java.util.ArrayList;
import java.util.List;

/** A changelog mode as Flink prints it in plans: {@code [I]}, {@code [I,UA,D]}, ... */
public record ChangelogMode(
    boolean insert, boolean updateBefore, boolean updateAfter, boolean delete) {

  public static final ChangelogMode INSERT_ONLY = new ChangelogMode(true, false, false, false);

  public static ChangelogMode of(Kinds kinds, UpdateKind updateKind) {
    boolean update = kinds.update();
    return new ChangelogMode(
        kinds.insert(),
        update && updateKind == UpdateKind.BEFORE_AND_AFTER,
        update,
        kinds.delete());
  }

  public boolean insertOnly() {
    return !updateBefore && !updateAfter && !delete;
  }

  @Override
  public String toString() {
    List<String> parts = new ArrayList<>();
    if (insert) {
      parts.add("I");
    }
    if (updateBefore) {
      parts.add("UB");
    }
    if (updateAfter) {
      parts.add("UA");
    }
    if (delete) {
      parts.add("D");
    }
    return "[" + String.join(",", parts) + "]";
  }

  /** Parses Flink's printed form, such as {@code [I,UB,UA,D]}. */
  public static ChangelogMode parse(String text) {
    String t = text.replace("[", "").replace("]", "").replace(" ", "");
    List<String> parts = List.of(t.split(","));
    return new ChangelogMode(
        parts.contains("I"), parts.contains("UB"), parts.contains("UA"), parts.contains("D"));
  }
}
