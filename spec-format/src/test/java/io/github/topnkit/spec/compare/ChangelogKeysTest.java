package io.github.topnkit.spec.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.run.OutputTable;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class ChangelogKeysTest {

  static final String SPEND_SOURCE =
      """
      CREATE TABLE spend_source (country_id INT, user_id INT, cost_money DOUBLE)
      WITH ('connector' = 'datagen', 'rows-per-second' = '1000');
      """;

  static final String BID =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING, supplier_id STRING,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka', 'topic' = 'bids', 'format' = 'json');
      """;

  static ScriptModel analyze(String sql) {
    ScriptModel model = new Linter(LintOptions.defaults()).analyze(SourceFile.of("case.sql", sql));
    assertThat(model.failures()).isEmpty();
    assertThat(model.queries()).isNotEmpty();
    return model;
  }

  /** An output with the named columns (types do not matter for keys) and primary key. */
  static OutputTable output(String name, List<String> primaryKey, String... columns) {
    List<OutputTable.Column> cols =
        Arrays.stream(columns).map(c -> new OutputTable.Column(c, SqlType.INT)).toList();
    return new OutputTable(name, cols, primaryKey, List.of());
  }

  @Nested
  class FromTheRanking {

    @Test
    void isThePartitionKeyOfTheSeedTasksTopN() {
      ScriptModel script =
          analyze(
              SPEND_SOURCE
                  + """
                  CREATE TABLE console_output (
                    country_id INT, user_id INT, cost_money DOUBLE, row_num BIGINT
                  ) WITH ('connector' = 'print');
                  INSERT INTO console_output
                  SELECT country_id, user_id, cost_money, row_num FROM (
                    SELECT *, ROW_NUMBER() OVER (
                        PARTITION BY country_id ORDER BY cost_money DESC) AS row_num
                    FROM spend_source)
                  WHERE row_num <= 3;
                  """);
      OutputTable out =
          output("console_output", List.of(), "country_id", "user_id", "cost_money", "row_num");

      assertThat(ChangelogKeys.derive(script, out)).containsExactly(0);
    }

    @Test
    void followsTheColumnsThroughRenamesAndReordering() {
      ScriptModel script =
          analyze(
              SPEND_SOURCE
                  + """
                  SELECT row_num, cost_money, country_id AS country FROM (
                    SELECT *, ROW_NUMBER() OVER (
                        PARTITION BY country_id ORDER BY cost_money DESC) AS row_num
                    FROM spend_source)
                  WHERE row_num <= 3
                  """);

      assertThat(
              ChangelogKeys.derive(
                  script, output("", List.of(), "row_num", "cost_money", "country")))
          .containsExactly(2);
    }

    @Test
    void holdsTheWindowBoundsOfAWindowTopN() {
      ScriptModel script =
          analyze(
              BID
                  + """
                  SELECT * FROM (
                    SELECT *, ROW_NUMBER() OVER (
                        PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
                    FROM (SELECT window_start, window_end, supplier_id, SUM(price) AS price,
                                 COUNT(*) AS cnt
                          FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
                          GROUP BY window_start, window_end, supplier_id))
                  WHERE rownum <= 3
                  """);
      OutputTable out =
          output(
              "", List.of(), "window_start", "window_end", "supplier_id", "price", "cnt", "rownum");

      assertThat(ChangelogKeys.derive(script, out)).containsExactly(0, 1);
    }

    @Test
    void isThePartitionKeyOfADeduplication() {
      ScriptModel script =
          analyze(
              BID
                  + """
                  SELECT bidtime, price, item, supplier_id FROM (
                    SELECT *, ROW_NUMBER() OVER (
                        PARTITION BY supplier_id ORDER BY bidtime ASC) AS rn
                    FROM Bid)
                  WHERE rn = 1
                  """);

      assertThat(
              ChangelogKeys.derive(
                  script, output("", List.of(), "bidtime", "price", "item", "supplier_id")))
          .containsExactly(3);
    }

    @Test
    void isEmptyForAGlobalTopNWhoseOrderIsOneWhole() {
      ScriptModel script =
          analyze(
              SPEND_SOURCE
                  + """
                  SELECT * FROM (
                    SELECT *, ROW_NUMBER() OVER (ORDER BY cost_money DESC) AS row_num
                    FROM spend_source)
                  WHERE row_num <= 3
                  """);

      assertThat(
              ChangelogKeys.derive(
                  script,
                  output("", List.of("user_id"), "country_id", "user_id", "cost_money", "row_num")))
          .isEmpty();
    }
  }

  @Nested
  class FromTheSink {

    static final String SINK_WITH_KEY =
        """
        CREATE TABLE top_users (
          user_id INT, cost_money DOUBLE, PRIMARY KEY (user_id) NOT ENFORCED
        ) WITH ('connector' = 'upsert-kafka', 'topic' = 't', 'key.format' = 'json',
                'value.format' = 'json');
        """;

    static final String WITHOUT_PARTITION_COLUMN =
        """
        INSERT INTO top_users
        SELECT user_id, cost_money FROM (
          SELECT *, ROW_NUMBER() OVER (
              PARTITION BY country_id ORDER BY cost_money DESC) AS row_num
          FROM spend_source)
        WHERE row_num <= 3;
        """;

    @Test
    void isThePrimaryKeyWhenTheOutputLacksAPartitionColumn() {
      ScriptModel script = analyze(SPEND_SOURCE + SINK_WITH_KEY + WITHOUT_PARTITION_COLUMN);

      assertThat(
              ChangelogKeys.derive(
                  script, output("top_users", List.of("user_id"), "user_id", "cost_money")))
          .containsExactly(0);
    }

    @Test
    void comesFromTheSinksDdlWhenTheOutputHasNone() {
      ScriptModel script = analyze(SPEND_SOURCE + SINK_WITH_KEY + WITHOUT_PARTITION_COLUMN);

      assertThat(
              ChangelogKeys.derive(script, output("top_users", List.of(), "user_id", "cost_money")))
          .containsExactly(0);
    }

    @Test
    void isNoneForAPartitionColumnHiddenInAnExpression() {
      ScriptModel script =
          analyze(
              SPEND_SOURCE
                  + """
                  SELECT country_id + 0 AS country, cost_money FROM (
                    SELECT *, ROW_NUMBER() OVER (
                        PARTITION BY country_id ORDER BY cost_money DESC) AS row_num
                    FROM spend_source)
                  WHERE row_num <= 3
                  """);

      assertThat(ChangelogKeys.derive(script, output("", List.of(), "country", "cost_money")))
          .isEmpty();
    }

    @Test
    void isNoneForARankingBelowAnAggregation() {
      ScriptModel script =
          analyze(
              SPEND_SOURCE
                  + """
                  SELECT country_id, SUM(cost_money) AS top3 FROM (
                    SELECT *, ROW_NUMBER() OVER (
                        PARTITION BY country_id ORDER BY cost_money DESC) AS row_num
                    FROM spend_source)
                  WHERE row_num <= 3
                  GROUP BY country_id
                  """);

      assertThat(ChangelogKeys.derive(script, output("", List.of(), "country_id", "top3")))
          .isEmpty();
    }

    @Test
    void isNoneForTwoInsertsIntoOneSinkWithoutAKey() {
      ScriptModel script =
          analyze(
              SPEND_SOURCE
                  + """
                  CREATE TABLE sink (country_id INT, row_num BIGINT) WITH ('connector' = 'print');
                  EXECUTE STATEMENT SET BEGIN
                  INSERT INTO sink SELECT country_id, row_num FROM (
                    SELECT *, ROW_NUMBER() OVER (
                        PARTITION BY country_id ORDER BY cost_money DESC) AS row_num
                    FROM spend_source) WHERE row_num <= 3;
                  INSERT INTO sink SELECT country_id, row_num FROM (
                    SELECT *, ROW_NUMBER() OVER (
                        PARTITION BY country_id ORDER BY user_id) AS row_num
                    FROM spend_source) WHERE row_num <= 1;
                  END;
                  """);

      assertThat(ChangelogKeys.derive(script, output("sink", List.of(), "country_id", "row_num")))
          .isEmpty();
    }
  }

  @Nested
  class Named {

    final OutputTable out = output("", List.of(), "window_start", "window_end", "item");

    @Test
    void areTheColumnsIndices() {
      assertThat(ChangelogKeys.named(List.of("item", "window_start"), out, at()))
          .containsExactly(2, 0);
    }

    @Test
    void mustBeOutputColumns() {
      assertThatThrownBy(() -> ChangelogKeys.named(List.of("itme"), out, at()))
          .isInstanceOf(SpecException.class)
          .hasMessage(
              "case.spec.yaml:4:5: key column 'itme' is not a column of the output (window_start,"
                  + " window_end, item)");
    }

    @Test
    void winOverTheDerivedKey() {
      ScriptModel script =
          analyze(
              SPEND_SOURCE
                  + """
                  SELECT * FROM (
                    SELECT *, ROW_NUMBER() OVER (
                        PARTITION BY country_id ORDER BY cost_money DESC) AS row_num
                    FROM spend_source)
                  WHERE row_num <= 3
                  """);
      OutputTable spend = output("", List.of(), "country_id", "user_id", "cost_money", "row_num");

      assertThat(ChangelogKeys.of(Optional.of(List.of("user_id")), script, spend, at()))
          .containsExactly(1);
      assertThat(ChangelogKeys.of(Optional.empty(), script, spend, at())).containsExactly(0);
    }

    Position at() {
      return new Position("case.spec.yaml", 4, 5);
    }
  }
}
