package io.github.topnkit.reference.window;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.RowKind;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Window aggregations with GROUPING SETS: Flink keeps them window aggregations only when
 * window_start and window_end are in every set ({@code WindowUtil.groupingContainsWindowStartEnd}
 * on the aggregate behind the Expand).
 */
class WindowGroupingSetsTest {

  private static final String BID =
      "CREATE TABLE Bid (bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING,"
          + " supplier_id STRING, WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND)"
          + " WITH ('connector' = 'kafka', 'topic' = 'bids', 'format' = 'json');\n";

  private static StatementModel model(String sql) {
    ScriptModel m = new Linter(LintOptions.defaults()).analyze(SourceFile.of("w.sql", BID + sql));
    assertThat(m.failures()).isEmpty();
    return m.queries().get(m.queries().size() - 1).model();
  }

  private static Aggregate aggregate(RelNode node) {
    if (node instanceof Aggregate a) {
      return a;
    }
    for (RelNode in : node.inputs()) {
      Aggregate a = aggregate(in);
      if (a != null) {
        return a;
      }
    }
    return null;
  }

  @Test
  void firesOneRowPerGroupAndSetWhenTheWindowCloses() {
    StatementModel m =
        model(
            "SELECT window_start, window_end, supplier_id, SUM(price) FROM TABLE(TUMBLE(TABLE"
                + " Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) GROUP BY window_start,"
                + " window_end, ROLLUP (supplier_id)");
    Aggregate agg = aggregate(m.plan().root());
    var op = WindowOperators.aggregate(agg, new PlanContext(m, ZoneOffset.UTC)).orElseThrow();
    List<Row> out = new ArrayList<>();
    LocalDateTime start = LocalDateTime.parse("2020-04-15T08:00:00");
    LocalDateTime end = LocalDateTime.parse("2020-04-15T08:10:00");
    int width = agg.input().rowType().size();
    Object[] row = new Object[width];
    // The aggregate reads its input by field index; fill the fields it groups and sums.
    int supplier = agg.groupKeys().get(2);
    row[agg.groupKeys().get(0)] = start;
    row[agg.groupKeys().get(1)] = end;
    row[supplier] = "supplier1";
    row[agg.calls().get(0).args().get(0)] = new BigDecimal("4.00");
    op.processElement(Row.insert(row.clone()), out::add);
    row[supplier] = "supplier2";
    row[agg.calls().get(0).args().get(0)] = new BigDecimal("5.00");
    op.processElement(Row.insert(row.clone()), out::add);
    assertThat(out).isEmpty();
    op.processWatermark(end.toInstant(ZoneOffset.UTC).toEpochMilli() - 1, out::add);
    assertThat(out).allMatch(r -> r.kind() == RowKind.INSERT);
    assertThat(out.stream().map(r -> Arrays.asList(r.values())).toList())
        .containsExactlyInAnyOrder(
            Arrays.asList(start, end, "supplier1", new BigDecimal("4.00")),
            Arrays.asList(start, end, "supplier2", new BigDecimal("5.00")),
            Arrays.asList(start, end, null, new BigDecimal("9.00")));
  }

  @Test
  void boundsLeftOutOfASetMakeARegularGroupBy() {
    StatementModel m =
        model(
            "SELECT window_start, window_end, supplier_id, SUM(price) FROM TABLE(TUMBLE(TABLE"
                + " Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) GROUP BY GROUPING SETS"
                + " ((window_start, window_end, supplier_id), ())");
    Aggregate agg = aggregate(m.plan().root());
    assertThat(WindowOperators.aggregate(agg, new PlanContext(m, ZoneOffset.UTC))).isEmpty();
  }

  @Test
  void sessionWindowsWithGroupingSetsAreRefused() {
    StatementModel m =
        model(
            "SELECT window_start, window_end, supplier_id, SUM(price) FROM TABLE(SESSION(TABLE"
                + " Bid PARTITION BY supplier_id, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))"
                + " GROUP BY window_start, window_end, GROUPING SETS ((supplier_id), ())");
    Aggregate agg = aggregate(m.plan().root());
    assertThatThrownBy(() -> WindowOperators.aggregate(agg, new PlanContext(m, ZoneOffset.UTC)))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("SESSION");
  }
}
