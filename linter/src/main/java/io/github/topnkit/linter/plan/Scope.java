package io.github.topnkit.linter.plan;

import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlIdentifier;

/**
 * The names visible in one FROM clause: each input ("namespace") with its alias and the offset of
 * its fields in the combined row, plus the enclosing query's scope for correlated references.
 */
final class Scope {

  /** One input of a FROM clause. */
  record Namespace(String alias, RowType rowType, int offset) {}

  private final List<Namespace> namespaces = new ArrayList<>();
  private final Scope parent;

  Scope(Scope parent) {
    this.parent = parent;
  }

  static Scope of(String alias, RowType rowType, Scope parent) {
    Scope s = new Scope(parent);
    s.add(alias, rowType);
    return s;
  }

  void add(String alias, RowType rowType) {
    int offset = namespaces.isEmpty() ? 0 : width();
    namespaces.add(new Namespace(alias, rowType, offset));
  }

  /** Adds all namespaces of another scope after this one's, shifting their offsets. */
  void addAll(Scope other) {
    int base = width();
    for (Namespace n : other.namespaces) {
      namespaces.add(new Namespace(n.alias(), n.rowType(), base + n.offset()));
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
