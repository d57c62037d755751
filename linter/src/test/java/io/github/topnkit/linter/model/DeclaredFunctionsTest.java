package io.github.topnkit.linter.model;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Functions declared outside the script: a call is no rejection, and the declared return type is
 * the type the model reasons with (here, whether a variable rank end compared with = is a BIGINT
 * column, which decides whether Flink's rank rule fires).
 */
class DeclaredFunctionsTest {

  private static final String SCRIPT =
      """
      CREATE TABLE T (a INT, b BIGINT, c STRING) WITH ('connector' = 'datagen');
      SELECT * FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn
        FROM (SELECT *, lim(c) AS n FROM T))
      WHERE rn = n;
      """;

  @Test
  void anUndeclaredFunctionIsFlinksValidationError() {
    StatementModel model = analyze(new Catalog());
    Rejection first = model.firstRejection().orElseThrow();
    assertThat(first.cause()).isEqualTo(Rejection.Cause.UNKNOWN_FUNCTION);
    assertThat(first.message()).isEqualTo("No match found for function signature lim(<CHARACTER>)");
  }

  @Test
  void aDeclaredBigintFunctionGivesAVariableRankEnd() {
    Catalog catalog = new Catalog();
    catalog.registerFunction("LIM", SqlType.BIGINT);
    StatementModel model = analyze(catalog);
    assertThat(model.rejections()).isEmpty();
    assertThat(model.patterns()).singleElement().isInstanceOf(RankPattern.TopN.class);
  }

  @Test
  void aDeclaredIntFunctionKeepsTheRankAnOverAggregation() {
    Catalog catalog = new Catalog();
    catalog.registerFunction("lim", SqlType.INT);
    StatementModel model = analyze(catalog);
    // Calcite casts the INT column to compare it with the BIGINT rank number: no Top-N, and the
    // OVER aggregation cannot order by a descending non-time column.
    assertThat(model.firstRejection().orElseThrow().message())
        .isEqualTo("The window can only be ordered in ASCENDING mode.");
  }

  private static StatementModel analyze(Catalog catalog) {
    ParsedScript script = new SqlFrontEnd().parse(SourceFile.of("test.sql", SCRIPT));
    assertThat(script.problems()).isEmpty();
    ScriptModel model =
        new ScriptAnalyzer(
                catalog, FlinkVersion.V2_3, ExecutionMode.STREAMING, Dialect.FLINK, "test.sql")
            .analyze(script);
    List<AnalyzedStatement> queries = model.queries();
    return queries.get(queries.size() - 1).model();
  }
}
