package io.github.topnkit.linter.plan.convert;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Field;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The nullability of GROUP BY aggregate calls as Flink derives it (Calcite's {@code
 * ARG0_NULLABLE_IF_EMPTY} and {@code AGG_SUM}), checked on Flink 2.3.0's planner with the same
 * statements over a NOT NULL {@code id}.
 */
class AggregateCallTypesTest {

  private static final String T =
      "CREATE TABLE T (id INT NOT NULL, k STRING, v BIGINT) WITH ('connector' = 'kafka');\n";

  private static List<Boolean> nullable(String sql) {
    Aggregate agg = PlanNodes.first(PlanNodes.model(T + sql).plan().root(), Aggregate.class);
    return agg.rowType().fields().stream().map(Field::type).map(t -> t.nullable()).toList();
  }

  @Test
  void groupedCallsOfANotNullArgumentAreNotNull() {
    // Flink: (k STRING, mid INT NOT NULL, nid INT NOT NULL, sid INT NOT NULL, f INT NOT NULL,
    // c BIGINT NOT NULL).
    assertThat(
            nullable(
                "SELECT k, MAX(id) AS mid, MIN(id) AS nid, SUM(id) AS sid,"
                    + " FIRST_VALUE(id) AS f, COUNT(*) AS c FROM T GROUP BY k"))
        .containsExactly(true, false, false, false, false, false);
  }

  @Test
  void callsWithoutGroupKeysOrWithAFilterAreNullable() {
    // Flink: (mid INT, sid INT) without GROUP BY; (k STRING, mid INT) with FILTER.
    assertThat(nullable("SELECT MAX(id) AS mid, SUM(id) AS sid FROM T"))
        .containsExactly(true, true);
    assertThat(nullable("SELECT k, MAX(id) FILTER (WHERE v > 1) AS mid FROM T GROUP BY k"))
        .containsExactly(true, true);
  }

  @Test
  void groupedCallsOfANullableArgumentStayNullable() {
    assertThat(nullable("SELECT k, MAX(v) AS mv, SUM(v) AS sv FROM T GROUP BY k"))
        .containsExactly(true, true, true);
  }
}
