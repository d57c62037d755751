package io.github.topnkit.linter.parse;

import java.util.Arrays;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImplConstants;

/**
 * Finds the first operator chain of a statement that is too long to parse: Calcite collects the
 * operators of one expression (and the set operators of one query) in a list and reduces it with a
 * precedence-climbing pass that scans the whole list for every operator, so the time grows with the
 * square of the chain (10,000 operators take about a second, 2.5 million would take days).
 */
final class OperatorChainFinder {

  /** The most operators one expression may chain. */
  static final int MAX_OPERATORS = 10_000;

  /**
   * The deepest bracket nesting handed to the parser. Whether deeper nesting overflows the lint
   * thread's stack depends on how far the JIT has compiled the parser, so the limit is set here,
   * the same on every run, well above anything written by hand.
   */
  static final int MAX_NESTING = 10_000;

  private static final int MAX_TRACKED_DEPTH = MAX_NESTING + 1;

  private OperatorChainFinder() {}

  /** The token starting the first chain longer than {@code max} in the range, or -1. */
  static int find(ScriptTokens tokens, ScriptTokens.Range range, int max) {
    // Per parenthesis depth: operators of the current expression and set operators of the query.
    int[] operators = new int[16];
    int[] setOperators = new int[16];
    int[] chainStart = new int[16];
    int[] setChainStart = new int[16];
    int depth = 0;
    for (int i = range.firstToken(); i <= range.lastToken(); i++) {
      int kind = tokens.kind(i);
      if (opens(kind)) {
        if (++depth == MAX_TRACKED_DEPTH) {
          return -1;
        }
        if (depth == operators.length) {
          operators = Arrays.copyOf(operators, depth * 2);
          setOperators = Arrays.copyOf(setOperators, depth * 2);
          chainStart = Arrays.copyOf(chainStart, depth * 2);
          setChainStart = Arrays.copyOf(setChainStart, depth * 2);
        }
        operators[depth] = 0;
        setOperators[depth] = 0;
      } else if (closes(kind)) {
        depth = Math.max(0, depth - 1);
      } else if (startsExpression(kind)) {
        operators[depth] = 0;
      } else if (isSetOperator(kind)) {
        if (setOperators[depth]++ == 0) {
          setChainStart[depth] = i;
        }
        if (setOperators[depth] > max) {
          return setChainStart[depth];
        }
      } else if (isOperator(kind)) {
        if (operators[depth]++ == 0) {
          chainStart[depth] = i;
        }
        if (operators[depth] > max) {
          return chainStart[depth];
        }
      }
    }
    return -1;
  }

  /** The bracket that opens nesting deeper than {@code max} in the range, or -1. */
  static int tooDeep(ScriptTokens tokens, ScriptTokens.Range range, int max) {
    int depth = 0;
    for (int i = range.firstToken(); i <= range.lastToken(); i++) {
      int kind = tokens.kind(i);
      if (opens(kind) && ++depth > max) {
        return i;
      } else if (closes(kind)) {
        depth = Math.max(0, depth - 1);
      }
    }
    return -1;
  }

  private static boolean opens(int kind) {
    return kind == FlinkSqlParserImplConstants.LPAREN
        || kind == FlinkSqlParserImplConstants.LBRACKET;
  }

  private static boolean closes(int kind) {
    return kind == FlinkSqlParserImplConstants.RPAREN
        || kind == FlinkSqlParserImplConstants.RBRACKET;
  }

  /** Tokens after which a new expression begins at the same depth. */
  private static boolean startsExpression(int kind) {
    return switch (kind) {
      case FlinkSqlParserImplConstants.COMMA,
          FlinkSqlParserImplConstants.SELECT,
          FlinkSqlParserImplConstants.FROM,
          FlinkSqlParserImplConstants.WHERE,
          FlinkSqlParserImplConstants.GROUP,
          FlinkSqlParserImplConstants.HAVING,
          FlinkSqlParserImplConstants.QUALIFY,
          FlinkSqlParserImplConstants.ORDER,
          FlinkSqlParserImplConstants.ON,
          FlinkSqlParserImplConstants.CASE,
          FlinkSqlParserImplConstants.WHEN,
          FlinkSqlParserImplConstants.THEN,
          FlinkSqlParserImplConstants.ELSE,
          FlinkSqlParserImplConstants.END ->
          true;
      default -> false;
    };
  }

  private static boolean isSetOperator(int kind) {
    return kind == FlinkSqlParserImplConstants.UNION
        || kind == FlinkSqlParserImplConstants.INTERSECT
        || kind == FlinkSqlParserImplConstants.EXCEPT
        || kind == FlinkSqlParserImplConstants.SET_MINUS;
  }

  private static boolean isOperator(int kind) {
    return switch (kind) {
      case FlinkSqlParserImplConstants.PLUS,
          FlinkSqlParserImplConstants.MINUS,
          FlinkSqlParserImplConstants.STAR,
          FlinkSqlParserImplConstants.SLASH,
          FlinkSqlParserImplConstants.PERCENT_REMAINDER,
          FlinkSqlParserImplConstants.CONCAT,
          FlinkSqlParserImplConstants.EQ,
          FlinkSqlParserImplConstants.NE,
          FlinkSqlParserImplConstants.NE2,
          FlinkSqlParserImplConstants.LT,
          FlinkSqlParserImplConstants.LE,
          FlinkSqlParserImplConstants.GT,
          FlinkSqlParserImplConstants.GE,
          FlinkSqlParserImplConstants.AND,
          FlinkSqlParserImplConstants.OR,
          FlinkSqlParserImplConstants.NOT,
          FlinkSqlParserImplConstants.IS,
          FlinkSqlParserImplConstants.LIKE,
          FlinkSqlParserImplConstants.ILIKE,
          FlinkSqlParserImplConstants.RLIKE,
          FlinkSqlParserImplConstants.SIMILAR,
          FlinkSqlParserImplConstants.BETWEEN,
          FlinkSqlParserImplConstants.IN,
          FlinkSqlParserImplConstants.MEMBER,
          FlinkSqlParserImplConstants.OVERLAPS ->
          true;
      default -> false;
    };
  }
}
