package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.Join;

/** What the streaming and batch joins may index their sides by: the equi-join keys. */
public final class JoinKeys {

  private JoinKeys() {}

  /**
   * Whether each key pair has one type (and scale), so equal SQL values are equal Java values; an
   * INT key joined to a BIGINT one (Integer vs Long) is probed against every row instead.
   */
  public static boolean sameTypes(Join join) {
    for (int i = 0; i < join.leftKeys().size(); i++) {
      SqlType l = join.left().rowType().get(join.leftKeys().get(i)).type();
      SqlType r = join.right().rowType().get(join.rightKeys().get(i)).type();
      if (l.root() != r.root() || (l.root() == TypeRoot.DECIMAL && l.scale() != r.scale())) {
        return false;
      }
    }
    return true;
  }
}
