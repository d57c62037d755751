package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.Expr;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

/** Compiles one expression tree for a session time zone; dispatches calls to their families. */
final class Compiler {

  private final ZoneId zone;
  private final Evaluator proctime;

  Compiler(ZoneId zone) {
    this(zone, null);
  }

  /** {@code proctime} stands for PROCTIME() calls; null refuses them. */
  Compiler(ZoneId zone, Evaluator proctime) {
    this.zone = zone;
    this.proctime = proctime;
  }

  /** What PROCTIME() evaluates to, or null when the caller models no processing time. */
  Evaluator proctime() {
    return proctime;
  }

  ZoneId zone() {
    return zone;
  }

  Evaluator compile(Expr expr) {
    if (expr instanceof Expr.Ref ref) {
      int index = ref.index();
      return row -> row[index];
    }
    if (expr instanceof Expr.Lit lit) {
      Object value = literal(lit);
      return row -> value;
    }
    Expr.Call call = (Expr.Call) expr;
    return switch (call.kind()) {
      case AND, OR, NOT, IS_NULL, IS_NOT_NULL, IS_TRUE, IS_NOT_TRUE, IS_FALSE, IS_NOT_FALSE ->
          Logic.of(call, this);
      case EQUALS,
          NOT_EQUALS,
          LESS_THAN,
          LESS_THAN_OR_EQUAL,
          GREATER_THAN,
          GREATER_THAN_OR_EQUAL,
          IS_DISTINCT_FROM,
          IS_NOT_DISTINCT_FROM ->
          Comparisons.of(call, this);
      case PLUS, MINUS, TIMES, DIVIDE, MOD, MINUS_PREFIX -> Arithmetic.of(call, this);
      case CAST -> Casts.of(call, this);
      case CASE -> Conditionals.caseWhen(call, this);
      case LIKE -> Strings.like(call, this);
      default -> Functions.of(call, this);
    };
  }

  /** The operand evaluators of a call, as they are. */
  List<Evaluator> operands(Expr.Call call) {
    List<Evaluator> result = new ArrayList<>(call.operands().size());
    for (Expr e : call.operands()) {
      result.add(compile(e));
    }
    return result;
  }

  /** An operand evaluator whose values have the class of {@code target}. */
  Evaluator operand(Expr e, SqlType target) {
    return Values.coerced(compile(e), e.type(), target);
  }

  static UnsupportedFeatureException unsupported(Expr.Call call) {
    return unsupported(call.name(), call);
  }

  static UnsupportedFeatureException unsupported(String what, Expr e) {
    return new UnsupportedFeatureException(
        what + " is not supported by the reference engine", e.span());
  }

  private Object literal(Expr.Lit lit) {
    Object value = lit.value();
    SqlType type = lit.type();
    if (value == null) {
      return null;
    }
    return switch (type.root()) {
      case TINYINT, SMALLINT, INTEGER, BIGINT, FLOAT, DOUBLE, DECIMAL ->
          Values.convert(value, type.root(), type.precision(), type.scale());
      case DATE -> value instanceof String s ? LocalDate.parse(s.trim()) : value;
      case TIME -> value instanceof String s ? LocalTime.parse(s.trim()) : value;
      case TIMESTAMP_LTZ -> value instanceof LocalDateTime t ? t.atZone(zone).toInstant() : value;
      case BOOLEAN, CHAR, VARCHAR, TIMESTAMP, INTERVAL_DAY_TIME, INTERVAL_YEAR_MONTH -> value;
      default -> throw unsupported("the literal " + value, lit);
    };
  }

  /** A type with the same family and precision, but not nullable or a time attribute. */
  static SqlType plain(SqlType t) {
    return new SqlType(t.root(), t.precision(), t.scale(), true, TimeKind.NONE);
  }

  static boolean isTime(TypeRoot r) {
    return r.isTimestamp() || r == TypeRoot.DATE || r == TypeRoot.TIME;
  }
}
