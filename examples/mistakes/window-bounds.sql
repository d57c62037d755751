-- Common mistake: a Window Top-N whose PARTITION BY does not contain both window_start and
-- window_end. Each mistake is followed by its corrected form.
--
-- Flink plans a Window Top-N (WindowRank) only when the PARTITION BY of ROW_NUMBER() contains
-- both window columns of a window TVF or window aggregation, as plain column references. Without
-- them Flink does not fail: it silently plans a regular Top-N over the windowed rows, which keeps
-- its state forever and emits -U/+U updates instead of one final result per window - and an
-- append-only sink such as a plain Kafka topic then rejects the job.
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
  'properties.group.id' = 'bid-rankings',
  'scan.startup.mode' = 'latest-offset',
  'format' = 'json'
);

CREATE TABLE top_suppliers (
  window_start TIMESTAMP(3),
  window_end   TIMESTAMP(3),
  supplier_id  STRING,
  price        DECIMAL(38, 2),
  rownum       BIGINT
) WITH (
  'connector' = 'kafka',
  'topic' = 'top-suppliers-10min',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json'
);

-- Mistake: only window_start in PARTITION BY ("the start identifies the window anyway").
-- The query becomes an updating regular Top-N, which the append-only Kafka sink cannot take.
-- expect: UpdatingQueryIntoAppendOnlySink
INSERT INTO top_suppliers
SELECT *
FROM (
  SELECT *,
    -- expect: WindowBoundsMissingFromPartition, NonDeterministicTies
    ROW_NUMBER() OVER (PARTITION BY window_start ORDER BY price DESC, supplier_id) AS rownum
  FROM (
    SELECT window_start, window_end, supplier_id, SUM(price) AS price
    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, supplier_id
  )
)
WHERE rownum <= 3;

-- Corrected: both window columns; the Window Top-N emits each window's top 3 once, as inserts.
INSERT INTO top_suppliers
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC, supplier_id) AS rownum
  FROM (
    SELECT window_start, window_end, supplier_id, SUM(price) AS price
    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, supplier_id
  )
)
WHERE rownum <= 3;

-- Mistake: the top 3 bids per supplier in each window, partitioned by the supplier alone: the
-- ranking then runs over all windows together and never finishes a window.
SELECT *
FROM (
  SELECT bidtime, price, item, supplier_id, window_start, window_end,
    -- expect: WindowBoundsMissingFromPartition
    ROW_NUMBER() OVER (PARTITION BY supplier_id ORDER BY price DESC, item) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
)
WHERE rownum <= 3;

-- Corrected: the window columns come first, then the supplier.
SELECT *
FROM (
  SELECT bidtime, price, item, supplier_id, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end, supplier_id ORDER BY price DESC, item) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
)
WHERE rownum <= 3;

-- Mistake: the window bounds are formatted before ranking. Any expression - a CAST, DATE_FORMAT -
-- drops the window property, so PARTITION BY no longer sees window columns.
SELECT *
FROM (
  SELECT *,
    -- expect: WindowBoundsMissingFromPartition
    ROW_NUMBER() OVER (PARTITION BY window_label ORDER BY price DESC, supplier_id) AS rownum
  FROM (
    SELECT DATE_FORMAT(window_start, 'yyyy-MM-dd HH:mm') AS window_label, supplier_id, price
    FROM (
      SELECT window_start, window_end, supplier_id, SUM(price) AS price
      FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
      GROUP BY window_start, window_end, supplier_id
    )
  )
)
WHERE rownum <= 3;

-- Corrected: rank on the plain window columns (renaming them is fine), format afterwards.
SELECT DATE_FORMAT(ws, 'yyyy-MM-dd HH:mm') AS window_label, supplier_id, price, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY ws, we ORDER BY price DESC, supplier_id) AS rownum
  FROM (
    SELECT window_start AS ws, window_end AS we, supplier_id, SUM(price) AS price
    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, supplier_id
  )
)
WHERE rownum <= 3;

-- Mistake: ranking the result of a legacy GROUP BY TUMBLE(...) aggregation. Its TUMBLE_START and
-- TUMBLE_END are plain timestamps, not window properties, so this is a regular Top-N.
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY wstart, wend ORDER BY price DESC, supplier_id) AS rownum
  FROM (
    SELECT
      TUMBLE_START(bidtime, INTERVAL '10' MINUTE) AS wstart,
      TUMBLE_END(bidtime, INTERVAL '10' MINUTE) AS wend,
      supplier_id,
      SUM(price) AS price
    FROM Bid
    -- expect: LegacyGroupWindow
    GROUP BY TUMBLE(bidtime, INTERVAL '10' MINUTE), supplier_id
  )
)
WHERE rownum <= 3;
