package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Exprs;
import io.github.topnkit.linter.plan.Types;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoField;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlCharStringLiteral;
import org.apache.calcite.sql.SqlDataTypeSpec;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlIntervalLiteral;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlNumericLiteral;
import org.apache.calcite.sql.SqlUnknownLiteral;
import org.apache.calcite.sql.SqlUnresolvedFunction;
import org.apache.calcite.sql.fun.SqlBetweenOperator;
import org.apache.calcite.sql.fun.SqlCase;
import org.apache.calcite.sql.parser.SqlParserUtil;
import org.apache.calcite.util.NlsString;

/**
 * Converts parse-tree expressions into {@link Expr}s over a scope, deriving their types; {@code
 * BETWEEN} and {@code IN} lists are expanded into comparisons, as Calcite's converter does.
 */
final class ExprConverter {

  /** Resolves names and whole sub-expressions (group keys, aggregates, OVER calls, aliases). */
  interface Resolver {
    /** The expression a column reference stands for, or null when the name is unknown. */
    Expr resolve(SqlIdentifier id);

    /** A replacement for a whole sub-expression, or null to convert it normally. */
    default Expr substitute(SqlNode node) {
      return null;
    }

    /** Told of a literal Flink's validator refuses, with Flink's message. */
    default void invalid(String message, Span span) {}

    /** The functions a call may name, and the types declared ones return. */
    default FunctionScope functions() {
      return FunctionScope.UNCHECKED;
    }
  }

  private static final DateTimeFormatter TIMESTAMP_FORMAT =
      new DateTimeFormatterBuilder()
          .appendPattern("yyyy-MM-dd[ ]['T']HH:mm[:ss]")
          .optionalStart()
          .appendFraction(ChronoField.NANO_OF_SECOND, 0, 9, true)
          .optionalEnd()
          .toFormatter(Locale.ROOT);

  private final Resolver resolver;

  ExprConverter(Resolver resolver) {
    this.resolver = resolver;
  }

  /** The functions calls may name, as the resolver knows them. */
  FunctionScope functions() {
    return resolver.functions();
  }

  Expr convert(SqlNode node) {
    Span span = Span.of(node);
    Expr substituted = resolver.substitute(node);
    if (substituted != null) {
      return substituted;
    }
    if (node instanceof SqlIdentifier id) {
      Expr resolved = resolver.resolve(id);
      if (resolved == null && FunctionTypes.isNiladic(id)) {
        String name = id.getSimple().toUpperCase(Locale.ROOT);
        return new Expr.Call(
            SqlKind.OTHER_FUNCTION, name, List.of(), FunctionTypes.resultOf(name, List.of()), span);
      }
      return resolved != null ? resolved : Exprs.unresolved(span);
    }
    if (node instanceof SqlLiteral literal) {
      return literal(literal, span, resolver);
    }
    if (node instanceof SqlNodeList list && list.size() == 1) {
      return convert(list.get(0));
    }
    if (node instanceof SqlCall call) {
      return call(call, span);
    }
    return Exprs.unresolved(span);
  }

  private Expr call(SqlCall call, Span span) {
    SqlKind kind = call.getKind();
    List<SqlNode> operands = call.getOperandList();
    switch (kind) {
      case AS:
        return convert(operands.get(0));
      case AND:
      case OR:
        return logical(kind, operands, span);
      case NOT:
      case IS_NULL:
      case IS_NOT_NULL:
      case IS_TRUE:
      case IS_NOT_TRUE:
      case IS_FALSE:
      case IS_NOT_FALSE:
      case LIKE:
      case SIMILAR:
      case IS_DISTINCT_FROM:
      case IS_NOT_DISTINCT_FROM:
        return new Expr.Call(kind, call.getOperator().getName(), all(operands), bool(), span);
      case EQUALS:
      case NOT_EQUALS:
      case LESS_THAN:
      case LESS_THAN_OR_EQUAL:
      case GREATER_THAN:
      case GREATER_THAN_OR_EQUAL:
        return comparison(kind, convert(operands.get(0)), convert(operands.get(1)), span);
      case BETWEEN:
        return between(call, span);
      case IN:
      case NOT_IN:
        return in(kind, operands, span);
      case PLUS:
      case MINUS:
      case TIMES:
      case DIVIDE:
      case MOD:
        return arithmetic(call, span);
      case MINUS_PREFIX:
        Expr operand = convert(operands.get(0));
        return new Expr.Call(kind, "-", List.of(operand), operand.type().materialized(), span);
      case PLUS_PREFIX:
        return convert(operands.get(0));
      case CAST:
        return cast(operands, span);
      case CASE:
        return caseWhen((SqlCase) call, span);
      default:
        return function(call, span);
    }
  }

  private Expr logical(SqlKind kind, List<SqlNode> operands, Span span) {
    List<Expr> flat = new ArrayList<>();
    for (SqlNode o : operands) {
      Expr e = convert(o);
      if (e instanceof Expr.Call c && c.kind() == kind) {
        flat.addAll(c.operands());
      } else {
        flat.add(e);
      }
    }
    return new Expr.Call(kind, kind.sql, flat, bool(), span);
  }

  static Expr comparison(SqlKind kind, Expr left, Expr right, Span span) {
    return new Expr.Call(kind, kind.sql, List.of(left, right), bool(), span);
  }

  private Expr between(SqlCall call, Span span) {
    List<SqlNode> operands = call.getOperandList();
    Expr value = convert(operands.get(0));
    Expr low = convert(operands.get(1));
    Expr high = convert(operands.get(2));
    boolean negated = ((SqlBetweenOperator) call.getOperator()).isNegated();
    if (negated) {
      return new Expr.Call(
          SqlKind.OR,
          "OR",
          List.of(
              comparison(SqlKind.LESS_THAN, value, low, span),
              comparison(SqlKind.GREATER_THAN, value, high, span)),
          bool(),
          span);
    }
    return new Expr.Call(
        SqlKind.AND,
        "AND",
        List.of(
            comparison(SqlKind.GREATER_THAN_OR_EQUAL, value, low, span),
            comparison(SqlKind.LESS_THAN_OR_EQUAL, value, high, span)),
        bool(),
        span);
  }

  private Expr in(SqlKind kind, List<SqlNode> operands, Span span) {
    Expr value = convert(operands.get(0));
    if (!(operands.get(1) instanceof SqlNodeList list)) {
      return new Expr.Call(kind, kind.sql, List.of(value, Exprs.unresolved(span)), bool(), span);
    }
    List<Expr> parts = new ArrayList<>();
    SqlKind each = kind == SqlKind.IN ? SqlKind.EQUALS : SqlKind.NOT_EQUALS;
    for (SqlNode item : list) {
      parts.add(comparison(each, value, convert(item), Span.of(item)));
    }
    if (parts.size() == 1) {
      return parts.get(0);
    }
    SqlKind join = kind == SqlKind.IN ? SqlKind.OR : SqlKind.AND;
    return new Expr.Call(join, join.sql, parts, bool(), span);
  }

  private Expr arithmetic(SqlCall call, Span span) {
    Expr left = convert(call.operand(0));
    Expr right = convert(call.operand(1));
    String op = call.getOperator().getName();
    SqlType type = Types.arithmetic(op, left.type(), right.type());
    return new Expr.Call(call.getKind(), op, List.of(left, right), type, span);
  }

  private Expr cast(List<SqlNode> operands, Span span) {
    Expr value = convert(operands.get(0));
    SqlType target =
        operands.get(1) instanceof SqlDataTypeSpec spec
            ? TypeSpecs.fromSpec(spec).withNullable(value.type().nullable())
            : SqlType.UNKNOWN;
    if (target.isKnown() && target.equals(value.type())) {
      // Calcite's simplification drops a cast to the operand's own type before any planner rule
      // looks, so a window bound cast to its own type is still the window bound.
      return value;
    }
    return new Expr.Call(SqlKind.CAST, "CAST", List.of(value), target, span);
  }

  private Expr caseWhen(SqlCase sqlCase, Span span) {
    List<Expr> operands = new ArrayList<>();
    List<SqlType> results = new ArrayList<>();
    SqlNode value = sqlCase.getValueOperand();
    Expr valueExpr = value == null ? null : convert(value);
    for (int i = 0; i < sqlCase.getWhenOperands().size(); i++) {
      Expr when = convert(sqlCase.getWhenOperands().get(i));
      if (valueExpr != null) {
        when = comparison(SqlKind.EQUALS, valueExpr, when, when.span());
      }
      Expr then = convert(sqlCase.getThenOperands().get(i));
      operands.add(when);
      operands.add(then);
      results.add(then.type());
    }
    SqlNode elseNode = sqlCase.getElseOperand();
    Expr elseExpr = elseNode == null ? new Expr.Lit(null, SqlType.NULL, span) : convert(elseNode);
    operands.add(elseExpr);
    results.add(elseExpr.type());
    return new Expr.Call(SqlKind.CASE, "CASE", operands, Types.leastRestrictive(results), span);
  }

  private Expr function(SqlCall call, Span span) {
    String name = call.getOperator().getName().toUpperCase(Locale.ROOT);
    if (call.getKind() == SqlKind.OVER
        || call.getKind() == SqlKind.SELECT
        || call.getKind() == SqlKind.EXISTS
        || call.getKind() == SqlKind.SCALAR_QUERY) {
      return Exprs.unresolved(span);
    }
    List<Expr> args = new ArrayList<>();
    List<SqlType> types = new ArrayList<>();
    for (SqlNode operand : call.getOperandList()) {
      if (operand == null
          || operand instanceof SqlNodeList
          || operand.getKind() == SqlKind.SELECT) {
        continue;
      }
      Expr e = convert(operand);
      args.add(e);
      types.add(e.type());
    }
    SqlKind kind =
        call.getKind() == SqlKind.OTHER_FUNCTION ? SqlKind.OTHER_FUNCTION : call.getKind();
    SqlType type =
        call.getOperator() instanceof SqlUnresolvedFunction
            ? resolver.functions().unresolvedCall(call.getOperator().getName(), types, span)
            : FunctionTypes.resultOf(name, types);
    return new Expr.Call(kind, name, args, type, span);
  }

  private static List<Expr> allOf(ExprConverter c, List<SqlNode> nodes) {
    List<Expr> result = new ArrayList<>();
    for (SqlNode n : nodes) {
      if (n != null) {
        result.add(c.convert(n));
      }
    }
    return result;
  }

  private List<Expr> all(List<SqlNode> nodes) {
    return allOf(this, nodes);
  }

  private static SqlType bool() {
    return SqlType.BOOLEAN;
  }

  private static Expr literal(SqlLiteral literal, Span span, Resolver resolver) {
    if (literal instanceof SqlNumericLiteral n) {
      BigDecimal value = n.getValueAs(BigDecimal.class);
      SqlType type;
      if (n.isExact() && n.getScale() != null && n.getScale() == 0) {
        type =
            value.abs().compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) <= 0
                ? SqlType.INT
                : SqlType.BIGINT;
      } else if (n.isExact()) {
        type = SqlType.decimal(Math.max(1, value.precision()), Math.max(0, value.scale()));
      } else {
        type = SqlType.DOUBLE;
      }
      return new Expr.Lit(value, type.withNullable(false), span);
    }
    if (literal instanceof SqlCharStringLiteral s) {
      String value = s.getValueAs(NlsString.class).getValue();
      SqlType type = new SqlType(TypeRoot.CHAR, value.length(), -1, false, TimeKind.NONE);
      return new Expr.Lit(value, type, span);
    }
    if (literal instanceof SqlIntervalLiteral interval) {
      SqlIntervalLiteral.IntervalValue value =
          (SqlIntervalLiteral.IntervalValue) interval.getValue();
      boolean yearMonth = value.getIntervalQualifier().isYearMonth();
      long amount;
      try {
        amount =
            yearMonth
                ? SqlParserUtil.intervalToMonths(value)
                : SqlParserUtil.intervalToMillis(value);
      } catch (RuntimeException e) {
        resolver.invalid(rootMessage(e), span);
        amount = 0;
      }
      TypeRoot root = yearMonth ? TypeRoot.INTERVAL_YEAR_MONTH : TypeRoot.INTERVAL_DAY_TIME;
      return new Expr.Lit(amount, SqlType.of(root).withNullable(false), span);
    }
    if (literal instanceof SqlUnknownLiteral unknown) {
      return typedLiteral(unknown.tag, unknown.getValue().toString(), span);
    }
    Object value = literal.getValue();
    return switch (literal.getTypeName()) {
      case BOOLEAN -> new Expr.Lit(value, SqlType.BOOLEAN.withNullable(false), span);
      case NULL -> new Expr.Lit(null, SqlType.NULL, span);
      default -> new Expr.Lit(value, SqlType.UNKNOWN, span);
    };
  }

  private static Expr typedLiteral(String prefix, String text, Span span) {
    String p = prefix.toUpperCase(Locale.ROOT);
    if (p.startsWith("TIMESTAMP")) {
      try {
        LocalDateTime value = LocalDateTime.parse(text.trim(), TIMESTAMP_FORMAT);
        int dot = text.indexOf('.');
        int precision = dot < 0 ? 0 : text.trim().length() - dot - 1;
        TypeRoot root = p.contains("LOCAL") ? TypeRoot.TIMESTAMP_LTZ : TypeRoot.TIMESTAMP;
        return new Expr.Lit(
            value, SqlType.timestamp(root, precision, TimeKind.NONE).withNullable(false), span);
      } catch (DateTimeParseException e) {
        return new Expr.Lit(text, SqlType.UNKNOWN, span);
      }
    }
    if (p.equals("DATE")) {
      return new Expr.Lit(text, SqlType.of(TypeRoot.DATE).withNullable(false), span);
    }
    if (p.equals("TIME")) {
      return new Expr.Lit(text, SqlType.of(TypeRoot.TIME).withNullable(false), span);
    }
    return new Expr.Lit(text, SqlType.UNKNOWN, span);
  }

  /** Whether a parse-tree call is a call of the named function, ignoring case. */
  static boolean isFunction(SqlNode node, String name) {
    return node instanceof SqlBasicCall call && call.getOperator().getName().equalsIgnoreCase(name);
  }

  /** Calcite's own message, without its wrappers and the "From line ..." prefix. */
  private static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) {
      t = t.getCause();
    }
    String message = t.getMessage() == null ? t.toString() : t.getMessage();
    return message.replaceFirst("^From line \\d+, column \\d+ to line \\d+, column \\d+: ", "");
  }
}
