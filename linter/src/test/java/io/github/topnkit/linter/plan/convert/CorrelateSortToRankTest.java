package io.github.topnkit.linter.plan.convert;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RankSite;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.SortKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A correlated {@code LATERAL (... ORDER BY ... LIMIT n)} becomes a Rank exactly where Flink's
 * {@code CorrelateSortToRankRule} matches; every other shape (each checked on the real planner,
 * which then fails with "unexpected correlate variable $cor0 in the plan", or for keys that do not
 * line up with the outer side's fails the rule's row-type assertion) stays a correlate join.
 */
class CorrelateSortToRankTest {

  private static final String S =
      "CREATE TABLE S (k1 STRING, k2 INT, v BIGINT, id INT) WITH ('connector' = 'kafka');\n"
          + "CREATE TABLE S2 (k1 STRING, v BIGINT, id INT) WITH ('connector' = 'kafka');\n";

  private static StatementModel model(String script) {
    return PlanNodes.model(script);
  }

  private static Rank rank(RelNode node) {
    return PlanNodes.first(node, Rank.class);
  }

  private static String lateral(String outer, String inner) {
    return S + "SELECT * FROM (" + outer + ") o,\nLATERAL (" + inner + ") t";
  }

  @Test
  void theRankPartitionsByTheCorrelatedColumnsWithoutRankNumber() {
    StatementModel m =
        model(
            lateral(
                "SELECT DISTINCT k1, k2 FROM S",
                "SELECT id, v FROM S i WHERE i.k1 = o.k1 AND o.k2 = i.k2"
                    + " ORDER BY v DESC, 1 LIMIT 3"));
    Rank rank = rank(m.plan().root());
    assertThat(rank.partitionKeys()).containsExactly(0, 1);
    assertThat(rank.orderKeys())
        .extracting(SortKey::field, SortKey::descending)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(2, true),
            org.assertj.core.groups.Tuple.tuple(3, false));
    assertThat(rank.range()).isEqualTo(new RankRange.Constant(1, 3));
    assertThat(rank.outputRankNumber()).isFalse();
    assertThat(m.plan().sites())
        .singleElement()
        .satisfies(s -> assertThat(s.correlatedLimit()).isTrue());
    assertThat(m.plan().root().rowType().names()).containsExactly("k1", "k2", "id", "v");
  }

  @Test
  void theCorrelatedInnerColumnStandsInForTheOuterKey() {
    // Flink's rule never checks that the inner column is the outer key: it projects the inner
    // column in its place.
    StatementModel m =
        model(
            lateral(
                "SELECT DISTINCT k2 FROM S",
                "SELECT v FROM S i WHERE i.id = o.k2 ORDER BY v LIMIT 2"));
    Rank rank = rank(m.plan().root());
    assertThat(rank.partitionKeys()).containsExactly(3);
    Calc top = (Calc) m.plan().root();
    assertThat(top.projects().get(0)).isInstanceOf(Expr.Ref.class);
    assertThat(((Expr.Ref) top.projects().get(0)).index()).isEqualTo(3);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        // OFFSET: the rule leaves it alone
        "SELECT DISTINCT k1 FROM S|SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2 OFFSET 1",
        // not an equality
        "SELECT DISTINCT k1 FROM S|SELECT v FROM S i WHERE i.k1 > o.k1 ORDER BY v LIMIT 2",
        // another condition
        "SELECT DISTINCT k1 FROM S|SELECT v FROM S i WHERE i.k1 = o.k1 AND v > 0 ORDER BY v LIMIT 2",
        // a cast: INT against BIGINT
        "SELECT DISTINCT k2 FROM S|SELECT v FROM S i WHERE i.v = o.k2 ORDER BY v LIMIT 2",
        // the outer side reads another table
        "SELECT DISTINCT k1 FROM S2|SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2",
        // the outer side filters before DISTINCT
        "SELECT DISTINCT k1 FROM S WHERE v > 0|SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2",
        // the outer side aggregates
        "SELECT k1, COUNT(*) AS c FROM S GROUP BY k1|SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v"
            + " LIMIT 2",
        // the outer side projects fewer keys than it groups by
        "SELECT k1 FROM S GROUP BY k1, k2|SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2",
        // the outer side is no aggregate
        "SELECT k1 FROM S2|SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2",
        // a key the subquery does not select: SqlToRel projects it away above the Sort
        "SELECT DISTINCT k1 FROM S|SELECT id FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2",
        // a computed column
        "SELECT DISTINCT k1 FROM S|SELECT v * 2 AS w FROM S i WHERE i.k1 = o.k1 ORDER BY w LIMIT 2",
        // fewer correlated columns than outer keys: Flink's rule fails its row-type check
        "SELECT DISTINCT k1, k2 FROM S|SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2",
        // DISTINCT in the subquery
        "SELECT DISTINCT k1 FROM S|SELECT DISTINCT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2"
      })
  void otherShapesStayACorrelate(String sides) {
    String[] parts = sides.split("\\|");
    StatementModel m = model(lateral(parts[0], parts[1]));
    assertThat(rank(m.plan().root())).isNull();
    assertThat(m.plan().sites()).isEmpty();
  }

  @Test
  void aLeftJoinStaysACorrelate() {
    StatementModel m =
        model(
            S
                + "SELECT * FROM (SELECT DISTINCT k1 FROM S) o LEFT JOIN LATERAL (SELECT v FROM S i"
                + " WHERE i.k1 = o.k1 ORDER BY v LIMIT 2) t ON TRUE");
    assertThat(rank(m.plan().root())).isNull();
  }

  @Test
  void batchModeHasNoSuchRule() {
    StatementModel m =
        model(
            "SET 'execution.runtime-mode' = 'batch';\n"
                + lateral(
                    "SELECT DISTINCT k1 FROM S",
                    "SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2"));
    assertThat(rank(m.plan().root())).isNull();
    assertThat(m.plan().sites()).extracting(RankSite::correlatedLimit).isEmpty();
  }
}
