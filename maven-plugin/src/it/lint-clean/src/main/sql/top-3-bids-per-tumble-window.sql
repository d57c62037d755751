-- The 3 highest bids of every 10-minute tumbling window (Window Top-N directly after the
-- TUMBLE window TVF, from Flink's Window Top-N docs).
--
-- No aggregation: the TVF adds window_start, window_end and window_time to every bid, and the
-- Window Top-N ranks the bids of each window. bidtime stays an event-time attribute after the
-- TVF; the query selects it and leaves window_time out, so the sink gets a single rowtime column.
-- item is the last ORDER BY key so that bids of equal price rank the same way in every run.
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
  'properties.group.id' = 'top-bids',
  'scan.startup.mode' = 'latest-offset',
  'format' = 'json'
);

CREATE TABLE top_bids (
  bidtime      TIMESTAMP(3),
  price        DECIMAL(10, 2),
  item         STRING,
  supplier_id  STRING,
  window_start TIMESTAMP(3),
  window_end   TIMESTAMP(3),
  rownum       BIGINT
) WITH (
  'connector' = 'kafka',
  'topic' = 'top-bids-10min',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json'
);

INSERT INTO top_bids
SELECT *
FROM (
  SELECT bidtime, price, item, supplier_id, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC, item) AS rownum
  FROM TABLE(
    TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
)
WHERE rownum <= 3;
