package io.github.topnkit.benchmarks;

import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.parse.SpecParser;

/**
 * The 1M-row spec cases of {@link EngineBenchmark}: datagen tables the kit's generator feeds
 * identically to the reference engine, to Flink and to the hand-written loop.
 */
public enum EngineWorkload {
  /** Top 3 per country over the spending stream: 30 countries, 1M rows. */
  TOP_N(
      """
      tables:
        spending: |
          CREATE TABLE spending (country_id INT, user_id INT, cost_money INT) WITH (
            'connector' = 'datagen', 'number-of-rows' = '1000000',
            'fields.country_id.min' = '1', 'fields.country_id.max' = '30',
            'fields.user_id.min' = '1', 'fields.user_id.max' = '100000',
            'fields.cost_money.min' = '0', 'fields.cost_money.max' = '10000')
      cases:
        - name: top 3 per country over 1M rows
          query: |
            SELECT country_id, user_id, cost_money, rn FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY country_id ORDER BY cost_money DESC) AS rn
              FROM spending)
            WHERE rn <= 3
      """),
  /** Window top 3 per 10-minute TUMBLE window: 1M bids, one every 600 ms, 1,000 windows. */
  WINDOW_TOP_N(
      """
      tables:
        bids: |
          CREATE TABLE bids (
            id BIGINT, item INT, price INT,
            ts AS TO_TIMESTAMP_LTZ(1577836800000 + id * 600, 3),
            WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
          ) WITH (
            'connector' = 'datagen', 'number-of-rows' = '1000000',
            'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '1000000',
            'fields.item.min' = '1', 'fields.item.max' = '1000',
            'fields.price.min' = '0', 'fields.price.max' = '10000')
      cases:
        - name: window top 3 per 10-minute window over 1M rows
          query: |
            SELECT window_start, window_end, id, item, price, rn FROM (
              SELECT *, ROW_NUMBER() OVER (
                  PARTITION BY window_start, window_end ORDER BY price DESC) AS rn
              FROM TABLE(TUMBLE(TABLE bids, DESCRIPTOR(ts), INTERVAL '10' MINUTES)))
            WHERE rn <= 3
      """);

  /** The start of the bid clock, 2020-01-01 00:00:00 UTC, and the time between two bids. */
  static final long BID_EPOCH_MILLIS = 1577836800000L;

  static final long BID_EVERY_MILLIS = 600;
  static final long WINDOW_MILLIS = 600_000;

  private final String spec;

  EngineWorkload(String spec) {
    this.spec = spec;
  }

  SpecCase specCase() {
    return new SpecParser().parse(name() + ".spec.yaml", spec).orThrow().cases().get(0);
  }
}
