-- topnkit:flink-version=1.20
--
-- Common mistakes when a script written against current Flink docs (2.x) runs on Flink 1.20,
-- each followed by its corrected form. The directive on the first line lints this file against
-- Flink 1.20 whatever --flink-version says.
--
-- Flink 2.0 added QUALIFY and window TVF calls without the TABLE(...) wrapper, and 2.1 made a
-- keep-first deduplication insert-only; on 1.20 these fail to parse or produce updates.
CREATE TABLE Bid (
  bid_id      STRING,
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

CREATE TABLE first_bid_per_item (
  item        STRING,
  bid_id      STRING,
  supplier_id STRING,
  price       DECIMAL(10, 2),
  bidtime     TIMESTAMP(3)
) WITH (
  'connector' = 'kafka',
  'topic' = 'first-bid-per-item',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json'
);

CREATE TABLE first_bid_per_item_table (
  item        STRING,
  bid_id      STRING,
  supplier_id STRING,
  price       DECIMAL(10, 2),
  bidtime     TIMESTAMP(3),
  PRIMARY KEY (item) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'first-bid-per-item-table',
  'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);

-- Mistake: QUALIFY filters the row number in the same SELECT - Flink 2.0+ grammar.
SELECT supplier_id, item, price,
  ROW_NUMBER() OVER (PARTITION BY supplier_id ORDER BY price DESC, bid_id) AS rownum
FROM Bid
-- expect: VersionUnsupportedSyntax
QUALIFY rownum <= 3;

-- Corrected for 1.20: rank in a subquery, filter outside.
SELECT *
FROM (
  SELECT supplier_id, item, price,
    ROW_NUMBER() OVER (PARTITION BY supplier_id ORDER BY price DESC, bid_id) AS rownum
  FROM Bid
)
WHERE rownum <= 3;

-- Mistake: the window TVF called without TABLE(...), as in Confluent's and current Flink docs.
SELECT *
FROM (
  SELECT bidtime, price, item, supplier_id, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC, bid_id) AS rownum
  -- expect: VersionUnsupportedSyntax
  FROM TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)
)
WHERE rownum <= 3;

-- Corrected for 1.20: FROM TABLE(TUMBLE(...)).
SELECT *
FROM (
  SELECT bidtime, price, item, supplier_id, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC, bid_id) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
)
WHERE rownum <= 3;

-- Mistake: the first bid per item (event-time keep-first) into a plain Kafka topic. Since
-- Flink 2.1 this deduplication is insert-only; on 1.20 it emits updates, which the topic
-- cannot take.
-- expect: UpdatingQueryIntoAppendOnlySink
INSERT INTO first_bid_per_item
SELECT item, bid_id, supplier_id, price, bidtime
FROM (
  SELECT *,
    -- expect: TopOneIsDeduplication
    ROW_NUMBER() OVER (PARTITION BY item ORDER BY bidtime ASC) AS rownum
  FROM Bid
)
WHERE rownum = 1;

-- Corrected for 1.20: an upsert table keyed by the deduplication key.
INSERT INTO first_bid_per_item_table
SELECT item, bid_id, supplier_id, price, bidtime
FROM (
  SELECT *,
    -- expect: TopOneIsDeduplication
    ROW_NUMBER() OVER (PARTITION BY item ORDER BY bidtime ASC) AS rownum
  FROM Bid
)
WHERE rownum = 1;

-- Mistake: a window offset as large as the window. Flink 1.20 accepts it for a window TVF that
-- is not aggregated, but 2.1+ rejects it, so the job breaks on upgrade.
SELECT *
FROM (
  SELECT bidtime, price, item, supplier_id, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC, bid_id) AS rownum
  FROM TABLE(
    -- expect: InvalidWindowSize
    TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '1' DAY, INTERVAL '1' DAY))
)
WHERE rownum <= 3;

-- Corrected: an offset smaller than the size, e.g. days that start at 06:00.
SELECT *
FROM (
  SELECT bidtime, price, item, supplier_id, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC, bid_id) AS rownum
  FROM TABLE(
    TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '1' DAY, INTERVAL '6' HOUR))
)
WHERE rownum <= 3;
