package io.github.topnkit.linter.plan.convert;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.WindowProps;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * GROUPING SETS, ROLLUP and CUBE become {@link Aggregate#groupSets()} in Calcite's order, with
 * nullable keys, and window aggregation needs the window bounds in every set (Flink's {@code
 * WindowUtil.groupingContainsWindowStartEnd} on the aggregate behind the Expand).
 */
class GroupingSetsPlanTest {

  private static final String T =
      "CREATE TABLE T (a STRING NOT NULL, b STRING NOT NULL, c INT) WITH ('connector' = 'kafka');\n";
  private static final String BID =
      "CREATE TABLE Bid (bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING,"
          + " supplier_id STRING, WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND)"
          + " WITH ('connector' = 'kafka');\n";

  private static StatementModel model(String script) {
    return PlanNodes.model(script);
  }

  private static Aggregate aggregate(RelNode node) {
    return PlanNodes.first(node, Aggregate.class);
  }

  private static Aggregate aggregate(String sql) {
    StatementModel m = model(sql);
    assertThat(m.plan().notes()).noneMatch(n -> n.kind() == PlanNote.Kind.SIMPLIFIED);
    return aggregate(m.plan().root());
  }

  @Test
  void rollupIsEveryPrefixAndMakesTheKeysNullable() {
    Aggregate agg = aggregate(T + "SELECT a, b, SUM(c) FROM T GROUP BY ROLLUP (a, b)");
    assertThat(agg.groupKeys()).containsExactly(0, 1);
    assertThat(agg.groupSets()).containsExactly(List.of(0, 1), List.of(0), List.of());
    assertThat(agg.rowType().get(0).type().nullable()).isTrue();
    assertThat(agg.rowType().get(1).type().nullable()).isTrue();
  }

  @Test
  void cubeIsEverySubsetInCalcitesOrder() {
    // ImmutableBitSet.COMPARATOR: enclosing sets first, then lexicographic: {0,1} {0} {1} {}.
    Aggregate agg = aggregate(T + "SELECT a, b, SUM(c) FROM T GROUP BY CUBE (a, b)");
    assertThat(agg.groupSets()).containsExactly(List.of(0, 1), List.of(0), List.of(1), List.of());
  }

  @Test
  void plainKeysMultiplyWithTheSetsAndStayNotNull() {
    Aggregate agg =
        aggregate(T + "SELECT a, b, COUNT(*) FROM T GROUP BY a, GROUPING SETS ((b), ())");
    assertThat(agg.groupSets()).containsExactly(List.of(0, 1), List.of(0));
    assertThat(agg.keysInEverySet()).containsExactly(0);
    assertThat(agg.rowType().get(0).type().nullable()).isFalse();
    assertThat(agg.rowType().get(1).type().nullable()).isTrue();
  }

  @Test
  void aSingleSetOfAllKeysIsAPlainGroupBy() {
    Aggregate agg = aggregate(T + "SELECT a, b, SUM(c) FROM T GROUP BY GROUPING SETS ((a, b))");
    assertThat(agg.hasGroupingSets()).isFalse();
    assertThat(agg.groupKeys()).containsExactly(0, 1);
  }

  @Test
  void aKeyNamedInSeveralSetsIsOneGroupKey() {
    Aggregate agg =
        aggregate(T + "SELECT a, b, SUM(c) FROM T GROUP BY GROUPING SETS ((a, b), (a), (b))");
    assertThat(agg.groupKeys()).containsExactly(0, 1);
    assertThat(agg.groupSets()).containsExactly(List.of(0, 1), List.of(0), List.of(1));
  }

  @Test
  void anAggregateFilterClauseBecomesTheCallsFilterArgument() {
    // Calcite projects the condition as a boolean field the call reads (Flink prints it as
    // "SUM(c) FILTER $f2"), so the plan keeps it rather than noting it as simplified.
    StatementModel m =
        model(T + "SELECT a, SUM(c) FILTER (WHERE c > 0) FROM T GROUP BY ROLLUP (a)");
    assertThat(m.plan().notes()).noneMatch(n -> n.subject().equals("FILTER"));
    assertThat(m.plan().notes()).noneMatch(n -> n.subject().equals("ROLLUP"));
    Aggregate agg = aggregate(m.plan().root());
    int filter = agg.calls().get(0).filterArg();
    assertThat(filter).isGreaterThanOrEqualTo(0);
    assertThat(agg.input().rowType().get(filter).type().root().name()).isEqualTo("BOOLEAN");
  }

  @Test
  void windowBoundsInEverySetKeepAWindowAggregation() {
    String sql =
        BID
            + "SELECT window_start, window_end, supplier_id, SUM(price) FROM TABLE(TUMBLE(TABLE"
            + " Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) GROUP BY window_start,"
            + " window_end, GROUPING SETS ((supplier_id), ())";
    StatementModel m = model(sql);
    Aggregate agg = aggregate(m.plan().root());
    assertThat(m.properties().isWindowAggregate(agg)).isTrue();
    assertThat(WindowProps.of(agg)).isPresent();
  }

  @Test
  void windowBoundsOutsideASetMakeARegularGroupBy() {
    String sql =
        BID
            + "SELECT window_start, window_end, supplier_id, SUM(price) FROM TABLE(TUMBLE(TABLE"
            + " Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) GROUP BY GROUPING SETS"
            + " ((window_start, window_end, supplier_id), ())";
    StatementModel m = model(sql);
    Aggregate agg = aggregate(m.plan().root());
    assertThat(m.properties().isWindowAggregate(agg)).isFalse();
    assertThat(WindowProps.of(agg)).isEmpty();
  }
}
