package io.github.topnkit.linter.parse;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class OperatorChainFinderTest {

  /** The text of the token starting the first chain longer than {@code max}, or null. */
  private static String chain(String sql, int max) {
    ScriptTokens tokens = new ScriptTokens(sql, new LineMap(sql));
    int token = OperatorChainFinder.find(tokens, tokens.statements().get(0), max);
    return token < 0 ? null : tokens.start(token) + ":" + sql.charAt(tokens.start(token));
  }

  @Test
  void findsTheFirstOperatorOfAChainLongerThanTheLimit() {
    assertThat(chain("SELECT a + b - c * d FROM t", 2)).isEqualTo("9:+");
    assertThat(chain("SELECT a + b - c * d FROM t", 3)).isNull();
  }

  @Test
  void countsEachParenthesisLevelAndEachListItemOnItsOwn() {
    assertThat(chain("SELECT f(a + b, c + d), (e + f) + g FROM t", 2)).isNull();
    assertThat(chain("SELECT (a + b + c + d) FROM t", 2)).isEqualTo("10:+");
  }

  @Test
  void startsOverAtClausesAndCaseBranches() {
    assertThat(chain("SELECT a + b FROM t WHERE c = d AND e = f", 3)).isNull();
    assertThat(
            chain(
                "SELECT CASE WHEN a = 1 THEN b + c WHEN a = 2 THEN b - c ELSE b * c END FROM t", 2))
        .isNull();
  }

  @Test
  void countsSetOperatorsOfOneQueryAcrossItsSelects() {
    assertThat(chain("SELECT 1 + 1 UNION ALL SELECT 2 + 2 UNION ALL SELECT 3", 1))
        .isEqualTo("13:U");
    assertThat(chain("SELECT 1 UNION ALL (SELECT 2 UNION ALL SELECT 3)", 1)).isNull();
  }
}
