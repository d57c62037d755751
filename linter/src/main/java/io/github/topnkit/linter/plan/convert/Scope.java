package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.plan.Opaque;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.WindowTvf;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.calcite.sql.SqlIdentifier;

/**
 * The names visible in one FROM clause: each input ("namespace") with its alias and the offset of
 * its fields in the combined row, plus the enclosing query's scope for correlated references.
 */
final class Scope {

  /**
   * One input of a FROM clause; {@code closed} when all its columns are known (no unknown table or
   * unmodeled construct below it), so a name missing from it is really missing.
   */
  record Namespace(
      String alias, RowType rowType, int offset, boolean closed, Set<String> ambiguous) {

    Namespace(String alias, RowType rowType, int offset, boolean closed) {
      this(alias, rowType, offset, closed, Set.of());
    }
  }

  private final List<Namespace> namespaces = new ArrayList<>();
  private final Scope parent;

  Scope(Scope parent) {
    this.parent = parent;
  }

  static Scope of(String alias, RelNode rel, Scope parent) {
    Scope s = new Scope(parent);
    s.add(alias, rel.rowType(), isClosed(rel));
    Set<String> ambiguous = new LinkedHashSet<>(windowColumnsTwice(rel));
    if (isClosed(rel)) {
      // Over an unknown table the row holds the names read from it, not its real columns.
      ambiguous.addAll(namedTwice(rel.rowType()));
    }
    if (!ambiguous.isEmpty()) {
      Namespace n = s.namespaces.get(0);
      s.namespaces.set(0, new Namespace(n.alias(), n.rowType(), n.offset(), n.closed(), ambiguous));
    }
    return s;
  }

  /**
   * The window columns a window TVF adds that its input already has (a view that kept a first TVF's
   * window_start): Flink's TVF row type then holds the name twice, and validation refuses a
   * reference to it as ambiguous.
   */
  private static Set<String> windowColumnsTwice(RelNode rel) {
    if (!(rel instanceof WindowTvf tvf)) {
      return Set.of();
    }
    Set<String> twice = new LinkedHashSet<>();
    for (String name : List.of("window_start", "window_end", "window_time")) {
      if (tvf.input().rowType().indexOf(name) >= 0) {
        twice.add(name);
      }
    }
    return twice;
  }

  /**
   * The names a subquery's or view's row holds twice ({@code SELECT kc, 'k' AS kc}): Calcite keeps
   * both, and validation refuses a reference to either as ambiguous.
   */
  private static Set<String> namedTwice(RowType rowType) {
    Set<String> seen = new LinkedHashSet<>();
    Set<String> twice = new LinkedHashSet<>();
    for (String name : rowType.names()) {
      if (!seen.add(name)) {
        twice.add(name);
      }
    }
    return twice;
  }

  /** Whether a column reference names a column its FROM item holds twice. */
  boolean ambiguous(SqlIdentifier id) {
    List<String> names = id.names;
    String column = names.get(names.size() - 1);
    if (names.size() == 1) {
      for (Namespace n : namespaces) {
        if (n.rowType().indexOf(column) >= 0) {
          return n.ambiguous().contains(column);
        }
      }
      return false;
    }
    String qualifier = names.get(names.size() - 2);
    for (Namespace n : namespaces) {
      if (qualifier.equals(n.alias())) {
        return n.ambiguous().contains(column);
      }
    }
    return false;
  }

  void add(String alias, RowType rowType, boolean closed) {
    int offset = namespaces.isEmpty() ? 0 : width();
    namespaces.add(new Namespace(alias, rowType, offset, closed));
  }

  /** Whether every column of the relation is known. */
  static boolean isClosed(RelNode rel) {
    if (rel instanceof Opaque || (rel instanceof TableScan scan && !scan.isKnown())) {
      return false;
    }
    for (RelNode input : rel.inputs()) {
      if (!isClosed(input)) {
        return false;
      }
    }
    return true;
  }

  /** Whether a missing name is certainly an error: all inputs known and no outer query has it. */
  boolean certainlyMissing(SqlIdentifier id) {
    for (Scope s = this; s != null; s = s.parent) {
      for (Namespace n : s.namespaces) {
        if (!n.closed()) {
          return false;
        }
        if (id.names.size() > 1 && n.rowType().indexOf(id.names.get(0)) >= 0) {
          // a.b where a is a ROW column: a field access, not a table-qualified column.
          return false;
        }
      }
      if (s != this && s.resolve(id) >= 0) {
        return false;
      }
    }
    return true;
  }

  /** Whether a name this scope lacks is a column of an enclosing query: a correlated reference. */
  boolean resolvesOutside(SqlIdentifier id) {
    if (resolve(id) >= 0) {
      return false;
    }
    for (Scope s = parent; s != null; s = s.parent) {
      if (s.resolve(id) >= 0) {
        return true;
      }
    }
    return false;
  }

  /** The alias of the FROM item of this scope a column name resolves in, if it has one. */
  Optional<String> aliasOf(SqlIdentifier id) {
    List<String> names = id.names;
    String column = names.get(names.size() - 1);
    for (Namespace n : namespaces) {
      boolean named = names.size() == 1 || names.get(names.size() - 2).equals(n.alias());
      if (named && n.rowType().indexOf(column) >= 0) {
        return Optional.ofNullable(n.alias());
      }
    }
    return Optional.empty();
  }

  /** Adds all namespaces of another scope after this one's, shifting their offsets. */
  void addAll(Scope other) {
    int base = width();
    for (Namespace n : other.namespaces) {
      namespaces.add(
          new Namespace(n.alias(), n.rowType(), base + n.offset(), n.closed(), n.ambiguous()));
    }
  }

  int width() {
    if (namespaces.isEmpty()) {
      return 0;
    }
    Namespace last = namespaces.get(namespaces.size() - 1);
    return last.offset() + last.rowType().size();
  }

  List<Namespace> namespaces() {
    return namespaces;
  }

  Scope parent() {
    return parent;
  }

  /** The field position a (possibly qualified) column name refers to, or -1. */
  int resolve(SqlIdentifier id) {
    List<String> names = id.names;
    if (names.size() == 1) {
      for (Namespace n : namespaces) {
        int i = n.rowType().indexOf(names.get(0));
        if (i >= 0) {
          return n.offset() + i;
        }
      }
      return -1;
    }
    String qualifier = names.get(names.size() - 2);
    String column = names.get(names.size() - 1);
    for (Namespace n : namespaces) {
      if (qualifier.equals(n.alias())) {
        int i = n.rowType().indexOf(column);
        return i < 0 ? -1 : n.offset() + i;
      }
    }
    return -1;
  }

  /** The namespace with the alias, for {@code t.*}. */
  Namespace namespace(String alias) {
    for (Namespace n : namespaces) {
      if (alias.equals(n.alias())) {
        return n;
      }
    }
    return null;
  }
}
