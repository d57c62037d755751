package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.Types;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.calcite.sql.SqlIdentifier;

/** Result types of Flink's built-in scalar functions, for the ones that matter to the linter. */
final class FunctionTypes {

  /** Aggregate functions of Flink SQL, recognized by name in the parse tree. */
  static final Set<String> AGGREGATES =
      Set.of(
          "COUNT",
          "SUM",
          "SUM0",
          "AVG",
          "MIN",
          "MAX",
          "FIRST_VALUE",
          "LAST_VALUE",
          "LISTAGG",
          "COLLECT",
          "STDDEV",
          "STDDEV_POP",
          "STDDEV_SAMP",
          "VAR_POP",
          "VAR_SAMP",
          "VARIANCE",
          "APPROX_COUNT_DISTINCT",
          "ARRAY_AGG",
          "JSON_OBJECTAGG",
          "JSON_ARRAYAGG",
          "BOOL_AND",
          "BOOL_OR");

  /**
   * Functions called without parentheses: Calcite's validator makes a call of a simple name that no
   * column has ({@code SqlValidatorImpl.makeNullaryCall}).
   */
  static final Set<String> NILADIC =
      Set.of(
          "CURRENT_DATE", "CURRENT_TIME", "CURRENT_TIMESTAMP", "LOCALTIME", "LOCALTIMESTAMP", "PI");

  /** Whether an identifier names a function called without parentheses, when no column has it. */
  static boolean isNiladic(SqlIdentifier id) {
    return id.isSimple() && NILADIC.contains(id.getSimple().toUpperCase(Locale.ROOT));
  }

  /** Functions only valid with OVER. */
  static final Set<String> WINDOW_ONLY =
      Set.of(
          "ROW_NUMBER", "RANK", "DENSE_RANK", "PERCENT_RANK", "CUME_DIST", "NTILE", "LAG", "LEAD");

  /** Legacy group window functions: {@code GROUP BY TUMBLE(rowtime, INTERVAL ...)}. */
  static final Set<String> LEGACY_GROUP_WINDOWS = Set.of("TUMBLE", "HOP", "SESSION");

  private static final SqlType TIMESTAMP3 = SqlType.timestamp(TypeRoot.TIMESTAMP, 3, TimeKind.NONE);
  private static final SqlType LTZ3 = SqlType.timestamp(TypeRoot.TIMESTAMP_LTZ, 3, TimeKind.NONE);

  private FunctionTypes() {}

  static SqlType resultOf(String name, List<SqlType> args) {
    SqlType first = args.isEmpty() ? SqlType.UNKNOWN : args.get(0);
    return switch (name) {
      case "PROCTIME" -> SqlType.timestamp(TypeRoot.TIMESTAMP_LTZ, 3, TimeKind.PROCTIME);
      case "CURRENT_TIMESTAMP", "NOW", "CURRENT_ROW_TIMESTAMP", "TO_TIMESTAMP_LTZ" -> LTZ3;
      case "LOCALTIMESTAMP", "TO_TIMESTAMP" -> TIMESTAMP3;
      case "CURRENT_DATE", "TO_DATE" -> SqlType.of(TypeRoot.DATE);
      case "CURRENT_TIME", "LOCALTIME" -> SqlType.of(TypeRoot.TIME);
      case "TUMBLE_START", "TUMBLE_END", "HOP_START", "HOP_END", "SESSION_START", "SESSION_END" ->
          TIMESTAMP3.withNullable(false);
      case "TUMBLE_ROWTIME", "HOP_ROWTIME", "SESSION_ROWTIME" ->
          SqlType.timestamp(TypeRoot.TIMESTAMP, 3, TimeKind.ROWTIME);
      case "TUMBLE_PROCTIME", "HOP_PROCTIME", "SESSION_PROCTIME" ->
          SqlType.timestamp(TypeRoot.TIMESTAMP_LTZ, 3, TimeKind.PROCTIME);
      case "UNIX_TIMESTAMP", "HASH_CODE" -> SqlType.BIGINT;
      case "CHAR_LENGTH", "CHARACTER_LENGTH", "POSITION", "LOCATE", "INSTR", "ASCII" -> SqlType.INT;
      case "RAND",
          "RAND_INTEGER",
          "PI",
          "E",
          "EXP",
          "LN",
          "LOG",
          "LOG10",
          "LOG2",
          "SQRT",
          "POWER",
          "SIN",
          "COS",
          "TAN",
          "DEGREES",
          "RADIANS" ->
          SqlType.DOUBLE;
      case "ABS", "FLOOR", "CEIL", "CEILING", "ROUND", "TRUNCATE", "MOD", "SIGN" ->
          first.materialized();
      case "COALESCE", "IFNULL", "NULLIF", "GREATEST", "LEAST", "IF" ->
          Types.leastRestrictive(name.equals("IF") ? args.subList(1, args.size()) : args);
      case "UPPER",
          "LOWER",
          "CONCAT",
          "CONCAT_WS",
          "SUBSTRING",
          "SUBSTR",
          "TRIM",
          "LTRIM",
          "RTRIM",
          "REPLACE",
          "REGEXP_REPLACE",
          "REGEXP_EXTRACT",
          "LPAD",
          "RPAD",
          "INITCAP",
          "DATE_FORMAT",
          "FROM_UNIXTIME",
          "UUID",
          "JSON_VALUE",
          "JSON_QUERY",
          "MD5",
          "SHA1",
          "SHA256",
          "TO_BASE64",
          "FROM_BASE64",
          "SPLIT_INDEX",
          "OVERLAY",
          "REVERSE",
          "LEFT",
          "RIGHT",
          "REPEAT",
          "CHR",
          "HEX",
          "BIN",
          "STR_TO_MAP",
          "DECODE",
          "ENCODE" ->
          SqlType.STRING;
      case "EXTRACT",
          "YEAR",
          "MONTH",
          "DAYOFMONTH",
          "DAYOFWEEK",
          "DAYOFYEAR",
          "HOUR",
          "MINUTE",
          "SECOND",
          "QUARTER",
          "WEEK",
          "TIMESTAMPDIFF" ->
          SqlType.BIGINT;
      case "IS_ALPHA", "IS_DECIMAL", "IS_DIGIT", "REGEXP", "JSON_EXISTS" -> SqlType.BOOLEAN;
      default -> SqlType.UNKNOWN;
    };
  }
}
