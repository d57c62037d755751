package io.github.topnkit.reference.rank;

import static io.github.topnkit.reference.rank.RankHarness.lines;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * Streaming ORDER BY ... LIMIT: Flink's StreamExecSortLimit is a StreamExecRank without partition
 * or rank number (semantics notes §1.7: "the same rank strategies and the changelog [I,UA,D]"), so
 * it runs AppendOnlyTopNFunction here and sends -D of the evicted row, then +I.
 */
class SortLimitTest {

  private static Sort sort;
  private static PlanContext ctx;

  private static void analyze(String query) {
    List<AnalyzedStatement> statements =
        new Linter(LintOptions.defaults())
            .analyze(
                SourceFile.of(
                    "case.sql",
                    AppendOnlyTopNTest.SCORES
                        + "CREATE TABLE Printed (k STRING, v INT, id INT)"
                        + " WITH ('connector' = 'print');\n"
                        + "INSERT INTO Printed "
                        + query))
            .queries();
    AnalyzedStatement last = statements.get(statements.size() - 1);
    sort = find(last.model().plan().root());
    ctx = new PlanContext(last.model(), ZoneOffset.UTC);
  }

  private static Sort find(RelNode node) {
    if (node instanceof Sort s) {
      return s;
    }
    for (RelNode input : node.inputs()) {
      Sort s = find(input);
      if (s != null) {
        return s;
      }
    }
    return null;
  }

  @Test
  void limitKeepsTheBestRowsOverAllRows() {
    analyze("SELECT k, v, id FROM Scores ORDER BY v DESC LIMIT 2");
    Operator op = RankOperators.sortLimit(sort, ctx);
    List<String> out = new ArrayList<>();
    for (Object[] row :
        new Object[][] {{"a", 10, 1}, {"b", 20, 2}, {"a", 15, 3}, {"c", 5, 4}, {"b", 30, 5}}) {
      op.processElement(Row.insert(row), r -> out.add(RankHarness.render(r)));
    }
    assertThat(String.join("\n", out))
        .isEqualTo(
            lines(
                """
                +I[a, 10, 1]
                +I[b, 20, 2]
                -D[a, 10, 1]
                +I[a, 15, 3]
                -D[a, 15, 3]
                +I[b, 30, 5]
                """));
  }

  @Test
  void anOffsetSendsOnlyItsPositions() {
    analyze("SELECT k, v, id FROM Scores ORDER BY v DESC LIMIT 1 OFFSET 1");
    Operator op = RankOperators.sortLimit(sort, ctx);
    List<String> out = new ArrayList<>();
    for (Object[] row : new Object[][] {{"a", 10, 1}, {"b", 20, 2}, {"a", 15, 3}}) {
      op.processElement(Row.insert(row), r -> out.add(RankHarness.render(r)));
    }
    assertThat(String.join("\n", out)).isEqualTo(lines("+I[a, 10, 1]\n-U[a, 10, 1]\n+U[a, 15, 3]"));
  }

  @Test
  void orderByWithoutFetchIsRefused() {
    // The linter drops a bare ORDER BY of an INSERT, so the Sort is made from a LIMIT one.
    analyze("SELECT k, v, id FROM Scores ORDER BY v DESC LIMIT 2");
    Sort unlimited =
        new Sort(
            sort.input(),
            sort.keys(),
            OptionalLong.empty(),
            OptionalLong.empty(),
            sort.rowType(),
            sort.span());
    assertThatThrownBy(() -> RankOperators.sortLimit(unlimited, ctx))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("without FETCH");
  }
}
