package io.github.topnkit.linter.catalog;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The tables, views and functions a script (and its schema files and configuration) declare, looked
 * up as Flink does: tables by full path, or by name within the current catalog and database.
 */
public final class Catalog {

  private final Map<String, TableDef> byPath = new LinkedHashMap<>();
  private final Map<String, TableDef> byName = new LinkedHashMap<>();
  private final Map<String, SqlType> functions = new LinkedHashMap<>();
  private boolean functionsOpen;

  /** Registers a table or view, replacing an earlier one of the same name. */
  public void register(TableDef table) {
    byPath.put(key(table.path()), table);
    byName.put(table.name(), table);
  }

  /** Forgets a table, for {@code DROP TABLE} and {@code DROP VIEW}. */
  public void drop(List<String> path) {
    TableDef removed = byPath.remove(key(path));
    String name = path.get(path.size() - 1);
    if (removed != null || byName.containsKey(name)) {
      byName.remove(name);
      byPath.values().removeIf(t -> t.name().equals(name) && path.size() == 1);
    }
  }

  /** Finds a table by a possibly qualified name. */
  public Optional<TableDef> lookup(List<String> path) {
    TableDef exact = byPath.get(key(path));
    if (exact != null) {
      return Optional.of(exact);
    }
    return Optional.ofNullable(byName.get(path.get(path.size() - 1)));
  }

  /** Names that differ from the given one only in case, for "did you mean" hints. */
  public List<String> similarNames(String name) {
    List<String> result = new ArrayList<>();
    for (String candidate : byName.keySet()) {
      if (candidate.equalsIgnoreCase(name) && !candidate.equals(name)) {
        result.add(candidate);
      }
    }
    return result;
  }

  /**
   * Declares a function by its (unqualified) name, with the type it returns ({@link
   * SqlType#UNKNOWN} when not told); Flink looks function names up ignoring case.
   */
  public void registerFunction(String name, SqlType returns) {
    functions.put(name.toUpperCase(Locale.ROOT), returns);
  }

  /** Forgets a function, for {@code DROP FUNCTION}. */
  public void dropFunction(String name) {
    functions.remove(name.toUpperCase(Locale.ROOT));
  }

  /** The return type of a declared function; empty when none of that name is declared. */
  public Optional<SqlType> function(String name) {
    return Optional.ofNullable(functions.get(name.toUpperCase(Locale.ROOT)));
  }

  /**
   * Makes every function name count as declared: a script that loads a module (LOAD MODULE hive)
   * adds functions the linter cannot list.
   */
  public void openFunctions() {
    functionsOpen = true;
  }

  /** Whether every function name counts as declared. */
  public boolean functionsOpen() {
    return functionsOpen;
  }

  public List<TableDef> tables() {
    return List.copyOf(byPath.values());
  }

  /** A copy to which a script can add its own tables without changing this one. */
  public Catalog copy() {
    Catalog c = new Catalog();
    c.byPath.putAll(byPath);
    c.byName.putAll(byName);
    c.functions.putAll(functions);
    c.functionsOpen = functionsOpen;
    return c;
  }

  private static String key(List<String> path) {
    return String.join("\u0000", path);
  }
}
