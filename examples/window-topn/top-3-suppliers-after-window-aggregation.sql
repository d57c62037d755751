-- Top 3 suppliers by sales in every 10-minute tumbling window (Window Top-N after a window
-- aggregation, from Flink's Window Top-N docs).
--
-- The inner query is a window aggregation: one row per (window, supplier) with its sales total.
-- Its result keeps window_start and window_end as window properties, so the ROW_NUMBER() over
-- PARTITION BY window_start, window_end becomes a Window Top-N (Flink's WindowRank): it emits the
-- final top 3 of each window once, when the watermark passes window_end, and then drops the
-- window's state. The output is append-only, so a plain Kafka topic can take it. The docs order
-- by price only; supplier_id as the last ORDER BY key (the aggregation's key) decides between
-- suppliers with equal sales, so the same suppliers win in every run.
CREATE TABLE Bid (
  bidtime     TIMESTAMP(3),
  price       DECIMAL(10, 2),
  item        STRING,
  supplier_id STRING,
  WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'bids',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'supplier-ranking',
  'scan.startup.mode' = 'latest-offset',
  'format' = 'json'
);

CREATE TABLE top_suppliers (
  window_start TIMESTAMP(3),
  window_end   TIMESTAMP(3),
  supplier_id  STRING,
  price        DECIMAL(38, 2),
  cnt          BIGINT,
  rownum       BIGINT
) WITH (
  'connector' = 'kafka',
  'topic' = 'top-suppliers-10min',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json'
);

INSERT INTO top_suppliers
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC, supplier_id) AS rownum
  FROM (
    SELECT window_start, window_end, supplier_id, SUM(price) AS price, COUNT(*) AS cnt
    FROM TABLE(
      TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, supplier_id
  )
)
WHERE rownum <= 3;
