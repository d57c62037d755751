package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RowType;
import java.util.ArrayList;
import java.util.List;

/** Small builders of {@link Calc} nodes used while converting queries. */
final class Calcs {

  private Calcs() {}

  /** A filter: all input fields, rows that satisfy the condition. */
  static Calc filter(RelNode input, Expr condition) {
    return new Calc(input, identity(input), condition, input.rowType(), condition.span());
  }

  /** The input's fields followed by the extra expressions, for pre-projections. */
  static RelNode append(RelNode input, List<Expr> extra, List<String> names, Span span) {
    if (extra.isEmpty()) {
      return input;
    }
    List<Expr> projects = new ArrayList<>(identity(input));
    projects.addAll(extra);
    List<Field> fields = new ArrayList<>(input.rowType().fields());
    for (int i = 0; i < extra.size(); i++) {
      fields.add(new Field(names.get(i), extra.get(i).type()));
    }
    return new Calc(input, projects, null, new RowType(fields), span);
  }

  /** The same rows under new field names. */
  static RelNode rename(RelNode input, List<String> names, Span span) {
    List<Field> fields = new ArrayList<>();
    for (int i = 0; i < input.rowType().size(); i++) {
      Field f = input.rowType().get(i);
      fields.add(i < names.size() ? f.withName(names.get(i)) : f);
    }
    return new Calc(input, identity(input), null, new RowType(fields), span);
  }

  static List<Expr> identity(RelNode input) {
    List<Expr> refs = new ArrayList<>();
    for (int i = 0; i < input.rowType().size(); i++) {
      refs.add(new Expr.Ref(i, input.rowType().get(i).type(), input.span()));
    }
    return refs;
  }
}
