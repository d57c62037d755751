package io.github.topnkit.reference.expr;

import static io.github.topnkit.reference.expr.LintedExprs.eval;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Expressions planned by the linter from real SQL over {@link LintedExprs#ROW}. Expected values,
 * classes and scales were taken from Flink 2.3.0 running the same SELECTs over the same row (a
 * MiniCluster probe whose inputs came from a DataStream, so nothing was constant-folded).
 */
class ExprCompilerTest {

  private static void assertValue(String select, Object expected) {
    Object actual = eval(select);
    assertThat(actual).as(select).isEqualTo(expected);
    if (expected != null) {
      assertThat(actual).as(select).isExactlyInstanceOf(expected.getClass());
    }
  }

  private static void assertFails(String select, String flinkCause) {
    assertThatThrownBy(() -> eval(select))
        .as(select)
        .isInstanceOfSatisfying(
            EvaluationException.class, e -> assertThat(e.flinkCause()).isEqualTo(flinkCause));
  }

  private static BigDecimal dec(String v) {
    return new BigDecimal(v);
  }

  @Nested
  class Arithmetic {

    @Test
    void integerDivisionAndRemainderTruncateLikeJava() {
      assertValue("i / j", 3);
      assertValue("i % j", 1);
      assertValue("neg / j", -3);
      assertValue("neg % j", -1);
      assertValue("MOD(i, j)", 1);
      assertValue("b / j", 5L);
    }

    @Test
    void intOverflowWrapsLikeJava() {
      assertValue("i * 2147483647", 2147483641);
      assertValue("i * b", 70L);
    }

    @Test
    void divisionByZeroFailsWithFlinksMessage() {
      assertFails("i / z", "java.lang.ArithmeticException: / by zero");
      assertFails("b / z", "java.lang.ArithmeticException: / by zero");
      assertFails("b % z", "java.lang.ArithmeticException: / by zero");
      assertFails("d / z", "java.lang.ArithmeticException: Division by zero");
      assertValue("x / 0", Double.POSITIVE_INFINITY);
    }

    @Test
    void decimalResultsHaveFlinksScale() {
      assertValue("d + e", dec("4.145"));
      assertValue("e - d", dec("-2.135"));
      assertValue("d * e", dec("3.15570"));
      assertValue("d / e", dec("3.12437811"));
      assertValue("d / i", dec("0.4485714285714"));
      assertValue("i + d", dec("10.14"));
      assertValue("d / 3", dec("1.0466666666667"));
      assertValue("CAST(i AS DECIMAL(5,2)) / 3", dec("2.3333333333333"));
      assertValue("e % d", dec("1.005"));
      assertValue("d * 100000000", dec("314000000.00"));
      assertValue("i / 2.0", dec("3.500000"));
      assertValue("-d", dec("-3.14"));
    }

    @Test
    void doublesMixWithEverything() {
      assertValue("x * 3", 7.5);
      assertValue("d * x", 7.8500000000000005);
      assertValue("x * 0.1", 0.25);
      assertValue("-x", -2.5);
      assertValue("CAST(i AS DOUBLE) / 3", 2.3333333333333335);
    }

    @Test
    void nullPropagates() {
      assertValue("i + n", null);
      assertValue("d * n", null);
      assertValue("x / n", null);
      assertValue("-n", null);
    }
  }

  @Nested
  class Predicates {

    @Test
    void comparisonsWidenAcrossNumericTypes() {
      assertValue("i = d", false);
      assertValue("x > d", false);
      assertValue("i < b", true);
      assertValue("d = 3.140", true);
      assertValue("i = 7.0", true);
    }

    @Test
    void aStringComparedWithATimestampIsCastToIt() {
      assertValue("ts > '2024-01-01 00:00:00'", true);
      assertValue("ts = TIMESTAMP '2024-03-15 10:20:30.123'", true);
      assertValue("CAST(ds AS DATE) = '2024-03-15'", true);
      assertValue("ts IS DISTINCT FROM '2024-03-15 10:20:30.123'", false);
    }

    @Test
    void threeValuedLogic() {
      assertValue("bo AND n > 1", null);
      assertValue("NOT (n > 1)", null);
      assertValue("bo OR n > 1", true);
      assertValue("NOT bo AND n > 1", false);
      assertValue("n > 1 IS NOT TRUE", true);
      assertValue("n > 1 IS FALSE", false);
      assertValue("bo IS NOT TRUE", false);
      assertValue("n IS NULL", true);
      assertValue("s IS NOT NULL", true);
    }

    @Test
    void distinctFromTreatsNullsAsEqual() {
      assertValue("s IS DISTINCT FROM ns", true);
      assertValue("n IS NOT DISTINCT FROM bn", true);
      assertValue("i IS DISTINCT FROM 7", false);
    }

    @Test
    void inListsAndBetween() {
      assertValue("i IN (1, 7)", true);
      assertValue("i NOT IN (1, 2)", true);
      assertValue("n IN (1, 7)", null);
      assertValue("s IN ('a', ' Hello ')", true);
      assertValue("i BETWEEN 1 AND 10", true);
      assertValue("i NOT BETWEEN 1 AND 5", true);
    }

    @Test
    void like() {
      assertValue("s LIKE '%ell%'", true);
      assertValue("s LIKE '_Hel%'", true);
      assertValue("s NOT LIKE '%x%'", true);
      assertValue("'a_c' LIKE 'a\\_c' ESCAPE '\\'", true);
      assertValue("'abc' LIKE 'a\\_c' ESCAPE '\\'", false);
      assertValue("ns LIKE '%'", null);
      assertValue("s LIKE ' He%'", true);
      assertValue("s LIKE '%lo '", true);
      assertValue("s LIKE 'Hello'", false);
      assertValue("s LIKE '%'", true);
      assertValue("'a%b' LIKE 'a%'", true);
      assertValue("s LIKE CONCAT('%', 'ell', '%')", true);
    }
  }

  @Nested
  class Conditionals {

    @Test
    void caseConvertsEveryBranchToTheResultType() {
      assertValue("CASE WHEN i > 5 THEN 1 ELSE 2.5 END", dec("1.0"));
      assertValue("CASE i WHEN 7 THEN 'seven' WHEN 8 THEN 'eight' END", "seven");
      assertValue("CASE i WHEN 8 THEN 'eight' END", null);
      assertValue(
          "CASE WHEN n > 0 THEN 'pos' WHEN n <= 0 THEN 'nonpos' ELSE 'unknown' END", "unknown");
    }

    @Test
    void coalesceNullIfAndIf() {
      assertValue("COALESCE(n, 3)", 3);
      assertValue("COALESCE(ns, 'x')", "x");
      assertValue("IFNULL(n, 1)", 1);
      assertValue("NULLIF(i, 7)", null);
      assertValue("NULLIF(i, 8)", 7);
      assertValue("IF(i > 5, 'a', 'bb')", "a");
      assertValue("IF(bo, 1, 2.5)", dec("1.0"));
    }

    @Test
    void greatestIsNullWhenAnyArgumentIs() {
      assertValue("GREATEST(i, j)", 7);
      assertValue("GREATEST(i, j, n)", null);
      assertValue("LEAST(i, j)", 2);
    }
  }

  @Nested
  class Casts {

    @Test
    void numbersNarrowLikeJavaAndDecimalsRoundHalfUp() {
      assertValue("CAST(x AS INT)", 2);
      assertValue("CAST(-x AS INT)", -2);
      assertValue("CAST(big AS INT)", -1294967296);
      assertValue("CAST(d AS BIGINT)", 3L);
      assertValue("CAST(dd AS INT)", 2);
      assertValue("CAST(b * 30 AS TINYINT)", (byte) 44);
      assertValue("CAST(x * 1e20 AS BIGINT)", Long.MAX_VALUE);
      assertValue("CAST(d AS DECIMAL(2,1))", dec("3.1"));
      assertValue("CAST(dd AS DECIMAL(3,2))", dec("2.68"));
      assertValue("CAST(x AS DECIMAL(10,4))", dec("2.5000"));
      assertValue("CAST(d AS DOUBLE)", 3.14);
      assertValue("CAST(bo AS INT)", 1);
      assertValue("CAST(bo AS DOUBLE)", 1.0);
      assertValue("CAST(bo AS DECIMAL(3, 1))", dec("1.0"));
      assertValue("CAST(neg AS BOOLEAN)", true);
    }

    @Test
    void decimalOverflowIsNullButAStringThatDoesNotFitFails() {
      assertValue("CAST(big AS DECIMAL(2,0))", null);
      assertValue("CAST(x * 10 AS DECIMAL(2,1))", null);
      assertValue("CAST('99999999999999999999999999999999999999' AS DECIMAL(38,0)) + 1", null);
      assertFails(
          "CAST(str AS DECIMAL(2,1))",
          "java.lang.NumberFormatException: For input string: '12.5'. Overflow.");
    }

    @Test
    void toStringUsesFlinksForms() {
      assertValue("CAST(bo AS STRING)", "TRUE");
      assertValue("CAST(d AS STRING)", "3.14");
      assertValue("CAST(dz AS STRING)", "0.00");
      assertValue("CAST(x AS STRING)", "2.5");
      assertValue("CAST(x * 10000000000 AS STRING)", "2.5E10");
      assertValue("CAST(x / 100000 AS STRING)", "2.5E-5");
      assertValue("CAST(x / 1000 AS STRING)", "0.0025");
      assertValue("CAST(x * 1000000 AS STRING)", "2500000.0");
      assertValue("CAST(x * 10000000 AS STRING)", "2.5E7");
      assertValue("CAST(ts AS STRING)", "2024-03-15 10:20:30.123");
      assertValue("CAST(CAST(ds AS TIMESTAMP(3)) AS STRING)", "2024-03-15 00:00:00.000");
      assertValue("CAST(lt AS STRING)", "2024-03-15 10:20:30.123");
      assertValue("CAST(neg / j AS STRING)", "-3");
      assertValue("CAST(n AS STRING)", null);
    }

    @Test
    void stringsAreTrimmedAndParsed() {
      assertValue("CAST(str AS INT)", 12);
      assertValue("CAST(str AS BIGINT)", 12L);
      assertValue("CAST(' 12 ' AS INT)", 12);
      assertValue("CAST(str AS DECIMAL(4,0))", dec("13"));
      assertValue("CAST(str AS DOUBLE)", 12.5);
      assertValue("CAST(bs AS BOOLEAN)", true);
      assertValue("CAST(ds AS DATE)", LocalDate.of(2024, 3, 15));
      assertValue("CAST('2024-01-01' AS TIMESTAMP(3))", LocalDateTime.of(2024, 1, 1, 0, 0));
    }

    @Test
    void unparsableStringsFailTheJob() {
      assertFails(
          "CAST(s AS INT)",
          "java.lang.NumberFormatException: For input string: 'Hello'. Invalid character found.");
      assertFails(
          "CAST(s AS DOUBLE)", "java.lang.NumberFormatException: For input string: \"Hello\"");
      assertFails(
          "CAST(s AS DECIMAL(5,2))",
          "java.lang.NumberFormatException: For input string: ' Hello '. Overflow.");
      assertFails(
          "CAST(s AS BOOLEAN)",
          "org.apache.flink.table.api.TableException: Cannot parse ' Hello ' as BOOLEAN.");
      assertFails(
          "CAST(str AS TIMESTAMP(3))",
          "java.time.format.DateTimeParseException: Text '12.5' could not be parsed at index 0");
      assertFails(
          "CAST(sp AS TIMESTAMP(3))",
          "java.time.format.DateTimeParseException: Text '2024-03-15T10:20:30' could not be"
              + " parsed, unparsed text found at index 10");
    }

    @Test
    void timeCasts() {
      assertValue("CAST(ts AS DATE)", LocalDate.of(2024, 3, 15));
      assertValue("CAST(lt AS DATE)", LocalDate.of(2024, 3, 15));
      assertValue("CAST(ts AS TIME)", LocalTime.of(10, 20, 30));
      assertValue("CAST(ts AS TIMESTAMP(0))", LocalDateTime.of(2024, 3, 15, 10, 20, 30));
      assertValue(
          "CAST(lt AS TIMESTAMP(3))", LocalDateTime.of(2024, 3, 15, 10, 20, 30, 123_000_000));
      assertValue("CAST(ts AS TIMESTAMP_LTZ(3))", Instant.parse("2024-03-15T10:20:30.123Z"));
    }
  }

  @Nested
  class Functions {

    @Test
    void strings() {
      assertValue("UPPER(s) || 'x'", " HELLO x");
      assertValue("LOWER(s)", " hello ");
      assertValue("TRIM(s)", "Hello");
      assertValue("LTRIM(s)", "Hello ");
      assertValue("RTRIM(s)", " Hello");
      assertValue("TRIM(LEADING 'x' FROM 'xxaxx')", "axx");
      assertValue("TRIM(BOTH 'xy' FROM 'xyaxy')", "a");
      assertValue("CONCAT(s, ns)", null);
      assertValue("'a' || ns", null);
      assertValue("CONCAT_WS('-', s, ns, 'a')", " Hello -a");
      assertValue("CONCAT_WS(ns, s)", null);
      assertValue("CHAR_LENGTH(s)", 7);
      assertValue("POSITION('l' IN s)", 4);
      assertValue("REPLACE(s, 'l', 'L')", " HeLLo ");
      assertValue("REPLACE(s, '', 'x')", "x xHxexlxlxox x");
      assertValue("LPAD('ab', 5, 'xy')", "xyxab");
      assertValue("RPAD('abcdef', 3, 'x')", "abc");
      assertValue("LPAD('ab', -1, 'x')", null);
      assertValue("LPAD('ab', 4, '')", null);
      assertValue("INITCAP('hello world')", "Hello World");
    }

    @Test
    void substringCountsFromOneOrFromTheEnd() {
      assertValue("SUBSTRING(s, 2, 3)", "Hel");
      assertValue("SUBSTRING(s, -3, 2)", "lo");
      assertValue("SUBSTRING(s, 0, 2)", " H");
      assertValue("SUBSTRING(s, 2, -1)", null);
      assertValue("SUBSTRING(s, 20)", "");
      assertValue("SUBSTR(s, 3)", "ello ");
    }

    @Test
    void math() {
      assertValue("ABS(d)", dec("3.14"));
      assertValue("ABS(neg)", 7);
      assertValue("POWER(i, 2)", 49.0);
      assertValue("SQRT(i)", 2.6457513110645907);
      assertValue("FLOOR(x)", 2.0);
      assertValue("FLOOR(d)", dec("3"));
      assertValue("CEIL(e)", dec("2"));
      assertValue("CEIL(neg / 2.0)", dec("-3"));
      assertValue("LOG10(b)", 1.0);
    }

    @Test
    void roundIsHalfUpAndNarrowsTheDecimalScale() {
      assertValue("ROUND(d, 1)", dec("3.1"));
      assertValue("ROUND(e, 2)", dec("1.01"));
      assertValue("ROUND(d, 3)", dec("3.14"));
      assertValue("ROUND(x)", 3.0);
      assertValue("ROUND(-x)", -3.0);
      assertValue("ROUND(dd, 2)", 2.68);
      assertValue("ROUND(neg, -1)", -10);
    }

    @Test
    void time() {
      assertValue("HOUR(ts)", 10L);
      assertValue("SECOND(ts)", 30L);
      assertValue("DAYOFWEEK(ts)", 6L);
      assertValue("DAYOFYEAR(ts)", 75L);
      assertValue("QUARTER(ts)", 1L);
      assertValue("WEEK(ts)", 11L);
      assertValue("DATE_FORMAT(ts, 'yyyy-MM-dd HH:mm')", "2024-03-15 10:20");
      assertValue("DATE_FORMAT(ts, 'yyyy-MM-dd HH:mm:ss.SSS')", "2024-03-15 10:20:30.123");
      assertValue("DATE_FORMAT(lt, 'yyyy-MM-dd HH:mm:ss')", "2024-03-15 10:20:30");
      assertValue("DATE_FORMAT(sp, 'yyyy')", null);
      assertValue("TO_TIMESTAMP('2024-01-02 03:04:05')", LocalDateTime.of(2024, 1, 2, 3, 4, 5));
      assertValue("TO_TIMESTAMP('garbage')", null);
      assertValue("TO_TIMESTAMP('2024/01/02', 'yyyy/MM/dd')", LocalDateTime.of(2024, 1, 2, 0, 0));
      assertValue("TO_TIMESTAMP(ds)", LocalDateTime.of(2024, 3, 15, 0, 0));
      assertValue("TO_TIMESTAMP_LTZ(big, 0)", Instant.parse("2065-01-24T05:20:00Z"));
      assertValue("FROM_UNIXTIME(big)", "2065-01-24 05:20:00");
    }

    @Test
    void intervalArithmetic() {
      assertValue("ts + INTERVAL '1' DAY", LocalDateTime.of(2024, 3, 16, 10, 20, 30, 123_000_000));
      assertValue(
          "ts - INTERVAL '1' MONTH", LocalDateTime.of(2024, 2, 15, 10, 20, 30, 123_000_000));
      assertValue(
          "ts + INTERVAL '1:30' HOUR TO MINUTE",
          LocalDateTime.of(2024, 3, 15, 11, 50, 30, 123_000_000));
      assertValue("CAST(ds AS DATE) + INTERVAL '1' DAY", LocalDate.of(2024, 3, 16));
    }
  }

  @Nested
  class EdgeCases {

    @Test
    void decimalsBeyond38DigitsKeepFlinksAdjustedScale() {
      // DECIMAL(38, 30) * DECIMAL(38, 30) is DECIMAL(38, 21); DECIMAL(38, 10) / INT is (38, 10).
      assertValue(
          "CAST(d AS DECIMAL(38, 30)) * CAST(d AS DECIMAL(38, 30))",
          dec("9.859600000000000000000"));
      assertValue("CAST(d AS DECIMAL(38, 10)) / 7", dec("0.4485714286"));
      assertFails("i / 0.0", "java.lang.ArithmeticException: Division by zero");
    }

    @Test
    void smallIntegersKeepTheirType() {
      assertValue("CAST(i AS TINYINT) + CAST(j AS TINYINT)", (byte) 9);
      assertValue("b / 3", 3L);
    }

    @Test
    void charPadsAndVarcharTruncates() {
      assertValue("CAST('ab' AS CHAR(5)) || '|'", "ab   |");
      assertValue("CAST(s AS VARCHAR(3))", " He");
      assertValue("CASE WHEN i > 5 THEN 'a' ELSE 'bb' END", "a");
      assertValue("CAST(s AS CHAR)", " ");
      assertValue("CAST(i AS CHAR(3))", "7  ");
    }

    @Test
    void integerStringsAreStrict() {
      assertValue("CAST('-12' AS INT)", -12);
      assertFails(
          "CAST('  ' AS INT)",
          "java.lang.NumberFormatException: For input string: ''. Input is empty.");
      assertFails("CAST('' AS DOUBLE)", "java.lang.NumberFormatException: empty String");
      assertFails(
          "CAST('9999999999' AS INT)",
          "java.lang.NumberFormatException: For input string: '9999999999'. Overflow.");
      assertFails(
          "CAST('1e3' AS INT)",
          "java.lang.NumberFormatException: For input string: '1e3'. Invalid character found.");
    }

    @Test
    void timeStringsNeedSecondsButNotLeadingZeros() {
      assertValue("CAST('2024-3-5' AS DATE)", java.time.LocalDate.of(2024, 3, 5));
      assertValue(
          "CAST('2024-03-15 1:2:3' AS TIMESTAMP(3))", LocalDateTime.of(2024, 3, 15, 1, 2, 3));
      assertFails(
          "CAST('2024-03-15 10:20' AS TIMESTAMP(3))",
          "java.time.format.DateTimeParseException: Text '2024-03-15 10:20' could not be parsed,"
              + " unparsed text found at index 10");
      assertFails("CAST(s AS DATE)", "java.time.DateTimeException: For input string: ' Hello '.");
      assertFails(
          "CAST(s AS TIMESTAMP_LTZ(3))",
          "java.time.format.DateTimeParseException: Text ' Hello ' could not be parsed at index 0");
      assertValue("CAST(ds AS TIMESTAMP_LTZ(3))", Instant.parse("2024-03-15T00:00:00Z"));
      assertValue(
          "CAST('2024-03-15 10:20:30.123456' AS TIMESTAMP(3))",
          LocalDateTime.of(2024, 3, 15, 10, 20, 30, 123_000_000));
      assertValue(
          "TO_TIMESTAMP('2024-03-15 10:20:30.123456')",
          LocalDateTime.of(2024, 3, 15, 10, 20, 30, 123_000_000));
      assertValue(
          "CAST(CAST('2024-03-15 10:20:30.5' AS TIMESTAMP(3)) AS STRING)",
          "2024-03-15 10:20:30.500");
      assertValue(
          "CAST('2024-01-31 00:00:00' AS TIMESTAMP(3)) + INTERVAL '1' MONTH",
          LocalDateTime.of(2024, 2, 29, 0, 0));
      assertFails("dz / dz", "java.lang.ArithmeticException: Division undefined");
      assertValue("CAST(CAST(ts AS TIMESTAMP(0)) AS STRING)", "2024-03-15 10:20:30");
    }

    @Test
    void moreFunctions() {
      assertValue("POSITION('z' IN s)", 0);
      assertValue("SUBSTRING(s FROM 2 FOR 3)", "Hel");
      assertValue("UPPER(ns)", null);
      assertValue("'abc' < 'abd'", true);
      assertValue("DATE_FORMAT(ts, 'EEE MMM')", "Fri Mar");
      assertValue("TO_DATE('2024-03-15')", LocalDate.of(2024, 3, 15));
      assertValue("YEAR(CAST(ds AS DATE))", 2024L);
      assertValue("DAYOFMONTH(CAST(ds AS DATE))", 15L);
      assertValue("HOUR(lt)", 10L);
      assertValue("CHAR_LENGTH('')", 0);
      assertValue("MOD(neg, 3)", -1);
      assertValue("CAST(dd AS DECIMAL(10, 1))", dec("2.7"));
      assertValue("ROUND(CAST(2.5 AS DOUBLE))", 3.0);
      assertValue("ROUND(-2.5)", dec("-3"));
      assertValue("FLOOR(-2.5)", dec("-3"));
      assertValue("POWER(d, 2)", 9.8596);
      assertValue("SQRT(-x)", Double.NaN);
      assertValue("x / z", Double.POSITIVE_INFINITY);
      assertValue("i * 1.5", dec("10.5"));
      assertValue("e * e * e", dec("1.015075125"));
      assertValue("CAST(1 AS DECIMAL(38, 2)) / CAST(3 AS DECIMAL(38, 2))", dec("0.333333"));
      assertValue("-CAST(-2147483648 AS INT)", Integer.MIN_VALUE);
      assertValue("CAST(x AS DECIMAL(10, 2)) = x", true);
      assertValue("i + CAST(NULL AS INT)", null);
      assertValue("GREATEST(d, i)", dec("7.00"));
      assertValue("TRIM(TRAILING FROM s)", " Hello");
      assertValue("CAST(NULL AS INT)", null);
      assertValue(
          "CAST(ts AS TIMESTAMP(3)) - INTERVAL '0.5' SECOND",
          LocalDateTime.of(2024, 3, 15, 10, 20, 29, 623_000_000));
      assertValue("NULLIF(s, ' Hello ')", null);
      assertValue("CAST(i AS STRING) = '7'", true);
      assertValue("CAST(x AS FLOAT)", 2.5f);
      assertValue("CONCAT(s, CAST(i AS STRING))", " Hello 7");
      assertValue("CAST(CAST(ts AS DATE) AS STRING)", "2024-03-15");
    }
  }

  @Nested
  class SessionTimeZone {

    private final java.time.ZoneId tokyo = java.time.ZoneId.of("Asia/Tokyo");

    private void assertInTokyo(String select, Object expected) {
      Object actual = LintedExprs.eval(select, tokyo, LintedExprs.ROW.clone());
      assertThat(actual).as(select).isEqualTo(expected);
      assertThat(actual).as(select).isExactlyInstanceOf(expected.getClass());
    }

    @Test
    void ltzValuesShowTheirLocalTimeInTheSessionZone() {
      // Flink 2.3.0 with table.local-time-zone = Asia/Tokyo, same row.
      assertInTokyo("CAST(lt AS STRING)", "2024-03-15 19:20:30.123");
      assertInTokyo("HOUR(lt)", 19L);
      assertInTokyo("DATE_FORMAT(lt, 'yyyy-MM-dd HH:mm:ss')", "2024-03-15 19:20:30");
      assertInTokyo(
          "CAST(lt AS TIMESTAMP(3))", LocalDateTime.of(2024, 3, 15, 19, 20, 30, 123_000_000));
      assertInTokyo("CAST(lt AS DATE)", LocalDate.of(2024, 3, 15));
      assertInTokyo("FROM_UNIXTIME(big)", "2065-01-24 14:20:00");
    }

    @Test
    void timestampsBecomeInstantsInTheSessionZone() {
      assertInTokyo("CAST(ts AS TIMESTAMP_LTZ(3))", Instant.parse("2024-03-15T01:20:30.123Z"));
      assertInTokyo("CAST(ds AS TIMESTAMP_LTZ(3))", Instant.parse("2024-03-14T15:00:00Z"));
      assertInTokyo("TO_TIMESTAMP_LTZ(big, 0)", Instant.parse("2065-01-24T05:20:00Z"));
    }
  }

  @Nested
  class Unsupported {

    @Test
    void proctimeIsTheCallersClockWhenOneIsGiven() {
      Instant now = Instant.parse("2024-01-01T00:00:00Z");
      Evaluator e =
          ExprCompiler.compile(
              LintedExprs.expr("PROCTIME()"), java.time.ZoneOffset.UTC, row -> now);

      assertThat(e.eval(LintedExprs.ROW.clone())).isEqualTo(now);
    }

    @ParameterizedTest
    @ValueSource(
        strings = {
          "CURRENT_TIMESTAMP",
          "NOW()",
          "PROCTIME()",
          "RAND()",
          "UUID()",
          "EXTRACT(HOUR FROM ts)",
          "FLOOR(ts TO HOUR)",
          "TIMESTAMPADD(MINUTE, 5, ts)",
          "MOD(x, 2)",
          "i = '7'",
          "CAST(s AS VARCHAR)",
          "s || i",
          "ts > CAST(ds AS DATE)",
          "MD5(s)"
        })
    void isRefusedWithAPosition(String select) {
      assertThatThrownBy(() -> ExprCompiler.compile(LintedExprs.expr(select)))
          .isInstanceOfSatisfying(
              UnsupportedFeatureException.class,
              e -> {
                assertThat(e.getMessage()).endsWith("is not supported by the reference engine");
                assertThat(e.span()).isPresent();
              });
    }
  }
}
