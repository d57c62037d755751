package io.github.topnkit.linter.model;

/**
 * The kinds of change a relation produces, Flink's {@code ModifyKindSet}: inserts, updates and
 * deletes; {@code known} is false when the linter cannot tell (an unknown table).
 */
public record Kinds(boolean insert, boolean update, boolean delete, boolean known) {

  public static final Kinds INSERT_ONLY = new Kinds(true, false, false, true);
  public static final Kinds INSERT_UPDATE = new Kinds(true, true, false, true);
  public static final Kinds ALL = new Kinds(true, true, true, true);
  public static final Kinds UNKNOWN = new Kinds(true, false, false, false);

  public boolean insertOnly() {
    return known && !update && !delete;
  }

  public boolean updating() {
    return known && (update || delete);
  }

  public Kinds union(Kinds o) {
    return new Kinds(insert || o.insert, update || o.update, delete || o.delete, known && o.known);
  }

  /** How Flink names what an insert-only consumer cannot take: "update and delete", "update". */
  public String changesWord() {
    if (update && delete) {
      return "update and delete";
    }
    return update ? "update" : "delete";
  }
}
