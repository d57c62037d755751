package io.github.topnkit.reference.agg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.model.UpdateKind;
import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.RowKind;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Regular GROUP BY changelogs, as Flink's {@code GroupAggFunction} emits them. Inputs and queries
 * come from spec-cases updating/group-by.spec.yaml and updating/changelog-sources.spec.yaml (run on
 * Flink 2.3.0); the aggregate's own output is the one whose Top-N changelog the case records.
 */
class GroupAggregatesTest {

  private static final String CLICKS =
      "CREATE TABLE Clicks (page STRING, user_id STRING)"
          + " WITH ('connector' = 'kafka', 'topic' = 'clicks', 'format' = 'json');\n";
  private static final String ORDERS =
      "CREATE TABLE Orders (shop STRING, item STRING, amount INT)"
          + " WITH ('connector' = 'kafka', 'topic' = 'orders', 'format' = 'json');\n";
  private static final String PRODUCTS =
      "CREATE TABLE Products (product_id STRING, category STRING, sales BIGINT,"
          + " PRIMARY KEY (product_id) NOT ENFORCED) WITH ('connector' = 'upsert-kafka',"
          + " 'topic' = 'products', 'key.format' = 'json', 'value.format' = 'json');\n";
  private static final String PRODUCTS_CDC =
      "CREATE TABLE ProductsCdc (product_id STRING, category STRING, sales BIGINT)"
          + " WITH ('connector' = 'kafka', 'topic' = 'products-cdc', 'format' = 'debezium-json');\n";

  /** A print sink takes every change, so the aggregate at its input sends -U (retract mode). */
  private static String printSink(String columns) {
    return "CREATE TABLE Printed (" + columns + ") WITH ('connector' = 'print');\n";
  }

  private static Changelog run(String script) {
    StatementModel model = Statements.model(script);
    Aggregate aggregate = Statements.find(model.plan().root(), Aggregate.class);
    Operator op =
        GroupAggregates.of(aggregate, Statements.context(model), TestAccumulators.FACTORY);
    return new Changelog(op);
  }

  private static Changelog clicks(Changelog c) {
    // updating/group-by.spec.yaml, input Clicks
    return c.insert("home", "u1")
        .insert("home", "u2")
        .insert("home", "u2")
        .insert("home", "u3")
        .insert("home", "u3")
        .insert("home", "u3")
        .insert("home", "u1");
  }

  private static Changelog orders(Changelog c) {
    // updating/group-by.spec.yaml, input Orders
    return c.insert("s1", "a", 10)
        .insert("s1", "b", 20)
        .insert("s1", "c", 5)
        .insert("s1", "a", 15)
        .insert("s1", "b", -18);
  }

  @Nested
  class InsertOnlyInput {

    @Test
    void sendsOnlyUpdateAfterWhenTheTopNUpdatesInPlace() {
      // group-by.spec.yaml "UpdateFast without the rank number updates a kept row in place": the
      // UpdatableTopNFunction consumes +U only, so the aggregate does not generate -U.
      String sql =
          CLICKS
              + "SELECT page, user_id, cnt FROM (\n"
              + "  SELECT *, ROW_NUMBER() OVER (PARTITION BY page ORDER BY cnt DESC) AS rn\n"
              + "  FROM (SELECT page, user_id, COUNT(*) AS cnt FROM Clicks GROUP BY page, user_id))\n"
              + "WHERE rn <= 2";
      StatementModel model = Statements.model(sql);
      assertThat(model.updateKind(Statements.find(model.plan().root(), Aggregate.class)))
          .contains(UpdateKind.ONLY_UPDATE_AFTER);

      assertThat(clicks(run(sql)).lines())
          .containsExactly(
              "+I[home, u1, 1]",
              "+I[home, u2, 1]",
              "+U[home, u2, 2]",
              "+I[home, u3, 1]",
              "+U[home, u3, 2]",
              "+U[home, u3, 3]",
              "+U[home, u1, 2]");
    }

    @Test
    void retractsTheOldResultBeforeTheNewOneForARetractingConsumer() {
      // group-by.spec.yaml "Retract without the rank number ...": RetractableTopNFunction needs -U.
      String sql =
          ORDERS
              + "SELECT shop, item, total FROM (\n"
              + "  SELECT *, ROW_NUMBER() OVER (PARTITION BY shop ORDER BY total DESC) AS rn\n"
              + "  FROM (SELECT shop, item, SUM(amount) AS total FROM Orders GROUP BY shop, item))\n"
              + "WHERE rn <= 2";

      assertThat(orders(run(sql)).lines())
          .containsExactly(
              "+I[s1, a, 10]",
              "+I[s1, b, 20]",
              "+I[s1, c, 5]",
              "-U[s1, a, 10]",
              "+U[s1, a, 25]",
              "-U[s1, b, 20]",
              "+U[s1, b, 2]");
    }

    @Test
    void sendsNothingWhenTheResultIsUnchanged() {
      // GroupAggFunction: without state TTL an equal result emits nothing.
      String sql =
          CLICKS
              + printSink("page STRING, users BIGINT")
              + "INSERT INTO Printed SELECT page, COUNT(DISTINCT user_id) FROM Clicks GROUP BY page";

      assertThat(clicks(run(sql)).lines())
          .containsExactly(
              "+I[home, 1]", "-U[home, 1]", "+U[home, 2]", "-U[home, 2]", "+U[home, 3]");
    }

    @Test
    void resendsAnUnchangedResultWhenStateTtlIsSet() {
      // GroupAggFunction: with state TTL equal results are sent so downstream state is refreshed.
      String sql =
          "SET 'table.exec.state.ttl' = '1 h';\n"
              + CLICKS
              + printSink("page STRING, users BIGINT")
              + "INSERT INTO Printed SELECT page, COUNT(DISTINCT user_id) FROM Clicks GROUP BY page";

      assertThat(run(sql).insert("home", "u1").insert("home", "u1").lines())
          .containsExactly("+I[home, 1]", "-U[home, 1]", "+U[home, 1]");
    }

    @Test
    void globalAggregationInsertsFirstThenUpdates() {
      String sql =
          ORDERS
              + printSink("n BIGINT, highest INT")
              + "INSERT INTO Printed SELECT COUNT(*), MAX(amount) FROM Orders";

      assertThat(orders(run(sql)).lines())
          .containsExactly(
              "+I[1, 10]",
              "-U[1, 10]",
              "+U[2, 20]",
              "-U[2, 20]",
              "+U[3, 20]",
              "-U[3, 20]",
              "+U[4, 20]",
              "-U[4, 20]",
              "+U[5, 20]");
    }
  }

  @Nested
  class UpdatingInput {

    @Test
    void retractsUpdateBeforeAndDeleteMessages() {
      // changelog-sources.spec.yaml input Products after ChangelogNormalize: -U/+U/-D.
      String sql =
          PRODUCTS
              + printSink("category STRING, n BIGINT, total BIGINT")
              + "INSERT INTO Printed SELECT category, COUNT(*), SUM(sales) FROM Products"
              + " GROUP BY category";

      Changelog c =
          run(sql)
              .insert("p1", "books", 10L)
              .insert("p2", "books", 30L)
              .insert("p3", "books", 20L)
              .send(RowKind.UPDATE_BEFORE, "p1", "books", 10L)
              .send(RowKind.UPDATE_AFTER, "p1", "books", 40L)
              .send(RowKind.DELETE, "p2", "books", 30L)
              .send(RowKind.UPDATE_BEFORE, "p3", "books", 20L)
              .send(RowKind.UPDATE_AFTER, "p3", "toys", 20L);

      assertThat(c.lines())
          .containsExactly(
              "+I[books, 1, 10]",
              "-U[books, 1, 10]",
              "+U[books, 2, 40]",
              "-U[books, 2, 40]",
              "+U[books, 3, 60]",
              "-U[books, 3, 60]",
              "+U[books, 2, 50]",
              "-U[books, 2, 50]",
              "+U[books, 3, 90]",
              "-U[books, 3, 90]",
              "+U[books, 2, 60]",
              "-U[books, 2, 60]",
              "+U[books, 1, 40]",
              "+I[toys, 1, 20]");
    }

    @Test
    void deletesAGroupWhoseLastRowIsRetracted() {
      // changelog-sources.spec.yaml input ProductsCdc (debezium-json: all four kinds).
      String sql =
          PRODUCTS_CDC
              + "SELECT product_id, COUNT(*) AS n, SUM(sales) AS total FROM ProductsCdc"
              + " GROUP BY product_id";

      Changelog c =
          run(sql)
              .insert("p1", "books", 10L)
              .insert("p2", "books", 30L)
              .send(RowKind.UPDATE_BEFORE, "p1", "books", 10L)
              .send(RowKind.UPDATE_AFTER, "p1", "books", 40L)
              .send(RowKind.DELETE, "p2", "books", 30L);

      assertThat(c.lines())
          .containsExactly(
              "+I[p1, 1, 10]", "+I[p2, 1, 30]", "-D[p1, 1, 10]", "+I[p1, 1, 40]", "-D[p2, 1, 30]");
    }

    @Test
    void ignoresARetractionOfAGroupWithoutState() {
      String sql =
          PRODUCTS_CDC + "SELECT product_id, COUNT(*) AS n FROM ProductsCdc GROUP BY product_id";

      Changelog c = run(sql).send(RowKind.DELETE, "p9", "books", 1L).insert("p9", "books", 1L);

      assertThat(c.lines()).containsExactly("+I[p9, 1]");
    }
  }

  @Nested
  class FilterAndDistinct {

    @Test
    void countsOnlyRowsWhoseFilterIsTrueAndEachDistinctValueOnce() {
      // The linter does not yet carry FILTER (WHERE ...) into AggCall.filterArg, so the calls are
      // rebuilt here: COUNT(DISTINCT user_id) FILTER (WHERE $2) over Clicks plus a boolean field.
      String sql =
          CLICKS
              + printSink("page STRING, n BIGINT, users BIGINT")
              + "INSERT INTO Printed SELECT page, COUNT(*), COUNT(DISTINCT user_id) FROM Clicks"
              + " GROUP BY page";
      StatementModel model = Statements.model(sql);
      Aggregate plain = Statements.find(model.plan().root(), Aggregate.class);
      AggCall distinct = plain.calls().get(1);
      AggCall filtered =
          new AggCall(
              distinct.function(), distinct.args(), true, 2, distinct.type(), distinct.span());
      Aggregate aggregate =
          new Aggregate(
              plain.input(),
              plain.groupKeys(),
              List.of(plain.calls().get(0), filtered),
              plain.rowType(),
              plain.span());
      Changelog c =
          new Changelog(
              GroupAggregates.of(aggregate, Statements.context(model), TestAccumulators.FACTORY));

      c.insert("home", "u1", true)
          .insert("home", "u2", null)
          .insert("home", "u2", true)
          .insert("home", "u1", true)
          .insert("home", "u3", false);

      assertThat(c.lines())
          .containsExactly(
              "+I[home, 1, 1]",
              "-U[home, 1, 1]",
              "+U[home, 2, 1]",
              "-U[home, 2, 1]",
              "+U[home, 3, 2]",
              "-U[home, 3, 2]",
              "+U[home, 4, 2]",
              "-U[home, 4, 2]",
              "+U[home, 5, 2]");
    }
  }

  @Nested
  class Rejects {

    @Test
    void functionsTheAccumulatorsDoNotImplement() {
      // The public entry point takes its accumulators from Accumulators.of, which refuses a
      // function it does not know.
      StatementModel model =
          Statements.model(CLICKS + "SELECT page, COUNT(*) FROM Clicks GROUP BY page");
      Aggregate plain = Statements.find(model.plan().root(), Aggregate.class);
      AggCall count = plain.calls().get(0);
      Aggregate aggregate =
          new Aggregate(
              plain.input(),
              plain.groupKeys(),
              List.of(new AggCall("NO_SUCH_AGG", List.of(), false, -1, count.type(), count.span())),
              plain.rowType(),
              plain.span());

      assertThatThrownBy(() -> GroupAggregates.of(aggregate, Statements.context(model)))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining("NO_SUCH_AGG");
    }

    @Test
    void miniBatchAggregation() {
      String sql =
          "SET 'table.exec.mini-batch.enabled' = 'true';\n"
              + "SET 'table.exec.mini-batch.allow-latency' = '1 s';\n"
              + "SET 'table.exec.mini-batch.size' = '100';\n"
              + CLICKS
              + "SELECT page, COUNT(*) FROM Clicks GROUP BY page";

      assertThatThrownBy(() -> run(sql))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining("mini-batch");
    }

    @Test
    void windowAggregations() {
      // A window TVF aggregation is WindowOperators' job; GroupAggFunction would never fire it.
      String sql =
          "CREATE TABLE Bids (item STRING, price INT, ts TIMESTAMP(3),"
              + " WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)"
              + " WITH ('connector' = 'kafka', 'topic' = 'bids', 'format' = 'json');\n"
              + "SELECT window_start, window_end, COUNT(*) FROM TABLE("
              + "TUMBLE(TABLE Bids, DESCRIPTOR(ts), INTERVAL '10' MINUTES))"
              + " GROUP BY window_start, window_end";

      assertThatThrownBy(() -> run(sql))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining("window aggregation");
    }

    @Test
    void batchMode() {
      String sql =
          "SET 'execution.runtime-mode' = 'batch';\n"
              + CLICKS
              + "SELECT page, COUNT(*) FROM Clicks GROUP BY page";

      assertThatThrownBy(() -> run(sql))
          .isInstanceOf(UnsupportedFeatureException.class)
          .hasMessageContaining("batch");
    }
  }
}
