package io.github.topnkit.reference.agg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.expr.ExprCompiler;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Regular GROUP BY with GROUPING SETS, ROLLUP and CUBE as Flink plans it ({@code
 * DecomposeGroupingSetsRule}): Expand emits one row per set in Calcite's set order, then {@code
 * GroupAggFunction} keyed by the keys and the expand id, then a Calc drops the id.
 */
class GroupingSetsTest {

  private static final String ORDERS =
      "CREATE TABLE Orders (shop STRING, item STRING, amount INT)"
          + " WITH ('connector' = 'kafka', 'topic' = 'orders', 'format' = 'json');\n"
          + "CREATE TABLE Printed (shop STRING, item STRING, total INT)"
          + " WITH ('connector' = 'print');\n";

  private static Aggregate aggregate(StatementModel model) {
    return Statements.find(model.plan().root(), Aggregate.class);
  }

  private static Changelog run(String sql) {
    StatementModel model = Statements.model(ORDERS + sql);
    Operator op =
        GroupAggregates.of(aggregate(model), Statements.context(model), TestAccumulators.FACTORY);
    return new Changelog(op);
  }

  @Test
  void expandNullsTheKeysOutsideEachSetAndKeepsTheArguments() {
    Aggregate agg =
        aggregate(
            Statements.model(
                ORDERS
                    + "SELECT shop, item, SUM(amount) FROM Orders GROUP BY ROLLUP (shop, item)"));
    Expand expand = Expand.of(agg);
    Object[] row = {"s1", "a", 10};
    assertThat(expand.sets()).isEqualTo(3);
    // Input fields, key copies, $e (ExpandUtil.genExpandId: a bit per left-out key).
    assertThat(expand.expand(row, 0)).containsExactly("s1", "a", 10, "s1", "a", 0L);
    assertThat(expand.expand(row, 1)).containsExactly("s1", "a", 10, "s1", null, 1L);
    assertThat(expand.expand(row, 2)).containsExactly("s1", "a", 10, null, null, 3L);
    assertThat(expand.groupKeys()).containsExactly(3, 4, 5);
    assertThat(expand.dropExpandId(new Object[] {"s1", null, 3L, 25}))
        .containsExactly("s1", null, 25);
  }

  @Test
  void rollupUpdatesEverySetsGroupInSetOrder() {
    Changelog c =
        run("INSERT INTO Printed SELECT shop, item, SUM(amount) FROM Orders"
                + " GROUP BY ROLLUP (shop, item)")
            .insert("s1", "a", 10)
            .insert("s1", "b", 20)
            .insert("s1", "a", 5);
    assertThat(c.lines())
        .containsExactly(
            "+I[s1, a, 10]",
            "+I[s1, null, 10]",
            "+I[null, null, 10]",
            "+I[s1, b, 20]",
            "-U[s1, null, 10]",
            "+U[s1, null, 30]",
            "-U[null, null, 10]",
            "+U[null, null, 30]",
            "-U[s1, a, 10]",
            "+U[s1, a, 15]",
            "-U[s1, null, 30]",
            "+U[s1, null, 35]",
            "-U[null, null, 30]",
            "+U[null, null, 35]");
  }

  @Test
  void aRealNullKeyAndALeftOutKeyAreDifferentGroups() {
    // The expand id keeps the (item) set's NULL item apart from the () set's total.
    Changelog c =
        run("INSERT INTO Printed SELECT CAST(NULL AS STRING), item, SUM(amount) FROM Orders"
                + " GROUP BY GROUPING SETS ((item), ())")
            .insert("s1", null, 4);
    // The aggregate's own output: the item key, then SUM.
    assertThat(c.lines()).containsExactly("+I[null, 4]", "+I[null, 4]");
  }

  @Test
  void aRetractionLeavesEverySetsGroup() {
    Changelog c =
        run("INSERT INTO Printed SELECT shop, CAST(NULL AS STRING), SUM(amount) FROM Orders"
                + " GROUP BY GROUPING SETS ((shop), ())")
            .insert("s1", "a", 10);
    c.send(io.github.topnkit.spec.RowKind.DELETE, "s1", "a", 10);
    assertThat(c.lines())
        .containsExactly("+I[s1, 10]", "+I[null, 10]", "-D[s1, 10]", "-D[null, 10]");
  }

  @Test
  void aRepeatedGroupingSetIsRefused() {
    StatementModel model =
        Statements.model(
            ORDERS
                + "SELECT shop, SUM(amount) FROM Orders GROUP BY GROUPING SETS ((shop), (shop), ())");
    assertThatThrownBy(
            () ->
                GroupAggregates.of(
                    aggregate(model), Statements.context(model), TestAccumulators.FACTORY))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("appears twice");
  }

  @Test
  void rowsPrintWithoutTheExpandId() {
    Changelog c =
        run("SELECT shop, COUNT(*) FROM Orders GROUP BY CUBE (shop)").insert("s1", "a", 1);
    assertThat(c.rows()).allSatisfy(r -> assertThat(r.values()).hasSize(2));
    assertThat(c.rows().stream().map(r -> Arrays.asList(r.values())).toList())
        .containsExactly(Arrays.asList("s1", 1L), Arrays.asList(null, 1L));
  }

  @Test
  void groupingFunctionsAreRefusedNotGuessed() {
    // GROUPING()/GROUPING_ID() read Flink's expand id; the corpus has no case for them.
    StatementModel model =
        Statements.model(
            ORDERS + "SELECT shop, GROUPING(shop), SUM(amount) FROM Orders GROUP BY ROLLUP (shop)");
    Calc calc = Statements.find(model.plan().root(), Calc.class);
    assertThatThrownBy(
            () -> {
              for (Expr e : calc.projects()) {
                ExprCompiler.compile(e);
              }
            })
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("GROUPING");
  }
}
