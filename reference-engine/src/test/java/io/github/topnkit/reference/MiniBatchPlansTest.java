package io.github.topnkit.reference;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.parse.SourceFile;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Mini-batch runs a plan unchanged only when no operator has a mini-batch variant and no operator
 * depends on watermarks (the mini-batch assigner replaces them with processing-time ones).
 */
class MiniBatchPlansTest {

  private static final String SETUP =
      """
      SET 'table.exec.mini-batch.enabled' = 'true';
      SET 'table.exec.mini-batch.allow-latency' = '1 s';
      SET 'table.exec.mini-batch.size' = '1000';
      CREATE TABLE S (k STRING, v INT, id INT)
        WITH ('connector' = 'kafka', 'topic' = 's', 'format' = 'json');
      """;

  private static StatementModel last(String sql) {
    List<AnalyzedStatement> q =
        new Linter(LintOptions.defaults()).analyze(SourceFile.of("t.sql", sql)).queries();
    return q.get(q.size() - 1).model();
  }

  @Test
  void aRegularTopNIsUnaffected() {
    assertThat(
            MiniBatchPlans.unaffected(
                last(
                    SETUP
                        + "SELECT k, v, id FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k"
                        + " ORDER BY v DESC) AS rn FROM S) WHERE rn <= 2;")))
        .isTrue();
  }

  @Test
  void aGroupAggregationOrADeduplicationIsAffected() {
    assertThat(MiniBatchPlans.unaffected(last(SETUP + "SELECT k, COUNT(*) FROM S GROUP BY k;")))
        .isFalse();
    assertThat(
            MiniBatchPlans.unaffected(
                last(
                    SETUP
                        + "SELECT k, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k"
                        + " ORDER BY PROCTIME() DESC) AS rn FROM S) WHERE rn = 1;")))
        .isFalse();
  }

  @Test
  void withoutLatencyAndSizeNothingIsAdmitted() {
    String sql =
        "SET 'table.exec.mini-batch.enabled' = 'true';\n"
            + SETUP.substring(SETUP.indexOf("CREATE"))
            + "SELECT * FROM S WHERE v > 1;";
    assertThat(MiniBatchPlans.unaffected(last(sql))).isFalse();
  }
}
