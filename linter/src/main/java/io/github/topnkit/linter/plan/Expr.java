package io.github.topnkit.linter.plan;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import java.util.List;
import org.apache.calcite.sql.SqlKind;

/**
 * A resolved scalar expression over the fields of a plan node's input, in the spirit of Calcite's
 * {@code RexNode}: field references are positions, not names.
 */
public sealed interface Expr permits Expr.Ref, Expr.Lit, Expr.Call {

  SqlType type();

  Span span();

  /** A reference to the input field at {@code index}. */
  record Ref(int index, SqlType type, Span span) implements Expr {
    public Ref {
      requireNonNull(type, "type is null");
      requireNonNull(span, "span is null");
    }
  }

  /**
   * A literal. Values are {@code null}, {@link Boolean}, {@link java.math.BigDecimal} for numbers,
   * {@link String} for character strings, {@link Long} milliseconds for day-time intervals and
   * months for year-month intervals, and {@link java.time.LocalDateTime} for timestamps.
   */
  record Lit(Object value, SqlType type, Span span) implements Expr {
    public Lit {
      requireNonNull(type, "type is null");
      requireNonNull(span, "span is null");
    }
  }

  /**
   * A call of an operator or function. {@code kind} is Calcite's kind for standard operators and
   * {@link SqlKind#OTHER_FUNCTION} for named functions, whose upper-case name is {@code name}.
   */
  record Call(SqlKind kind, String name, List<Expr> operands, SqlType type, Span span)
      implements Expr {
    public Call {
      requireNonNull(kind, "kind is null");
      requireNonNull(name, "name is null");
      operands = List.copyOf(operands);
      requireNonNull(type, "type is null");
      requireNonNull(span, "span is null");
    }

    public Expr operand(int i) {
      return operands.get(i);
    }
  }
}
