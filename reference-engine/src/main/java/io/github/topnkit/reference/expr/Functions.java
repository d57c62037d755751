package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.plan.Expr;
import java.util.Set;

/** Named functions and the remaining operators, dispatched by their upper-case name. */
final class Functions {

  /**
   * Functions whose value depends on the wall clock or chance: a reference run could never agree
   * with Flink's, so they are refused rather than guessed.
   */
  static final Set<String> NONDETERMINISTIC =
      Set.of(
          "CURRENT_TIMESTAMP",
          "CURRENT_ROW_TIMESTAMP",
          "CURRENT_DATE",
          "CURRENT_TIME",
          "LOCALTIMESTAMP",
          "LOCALTIME",
          "NOW",
          "PROCTIME",
          "UNIX_TIMESTAMP",
          "RAND",
          "RAND_INTEGER",
          "UUID");

  private Functions() {}

  static Evaluator of(Expr.Call call, Compiler c) {
    String name = call.name();
    if (name.equals("$UNRESOLVED")) {
      // The linter could not resolve it (e.g. CURRENT_TIMESTAMP without parentheses).
      throw Compiler.unsupported("this expression", call);
    }
    if (name.equals("PROCTIME") && c.proctime() != null) {
      return c.proctime();
    }
    if (NONDETERMINISTIC.contains(name)) {
      throw Compiler.unsupported(call);
    }
    return switch (name) {
      case "COALESCE", "IFNULL" -> Conditionals.coalesce(call, c);
      case "NULLIF" -> Conditionals.nullIf(call, c);
      case "IF" -> Conditionals.ifThen(call, c);
      case "GREATEST" -> Conditionals.extreme(call, c, true);
      case "LEAST" -> Conditionals.extreme(call, c, false);
      case "||",
          "CONCAT",
          "CONCAT_WS",
          "UPPER",
          "LOWER",
          "LTRIM",
          "RTRIM",
          "TRIM",
          "INITCAP",
          "REVERSE",
          "CHAR_LENGTH",
          "CHARACTER_LENGTH",
          "SUBSTRING",
          "SUBSTR",
          "POSITION",
          "REPLACE",
          "LPAD",
          "RPAD" ->
          Strings.of(call, c);
      case "ABS",
          "MOD",
          "FLOOR",
          "CEIL",
          "CEILING",
          "ROUND",
          "POWER",
          "SQRT",
          "EXP",
          "LN",
          "LOG10",
          "LOG2" ->
          MathFunctions.of(call, c);
      case "YEAR",
          "QUARTER",
          "MONTH",
          "WEEK",
          "DAYOFYEAR",
          "DAYOFMONTH",
          "DAYOFWEEK",
          "HOUR",
          "MINUTE",
          "SECOND" ->
          TimeFunctions.datePart(call, c);
      case "TO_TIMESTAMP" -> TimeFunctions.toTimestamp(call, c);
      case "TO_DATE" -> TimeFunctions.toDate(call, c);
      case "TO_TIMESTAMP_LTZ" -> TimeFunctions.toTimestampLtz(call, c);
      case "FROM_UNIXTIME" -> TimeFunctions.fromUnixtime(call, c);
      case "DATE_FORMAT" -> TimeFunctions.dateFormat(call, c);
      default -> throw Compiler.unsupported(call);
    };
  }
}
