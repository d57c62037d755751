-- Writing Window Top-N results to keyed tables: which PRIMARY KEY to declare, with and without
-- the rank number in the output.
--
-- A Window Top-N emits each window's final ranking once, as inserts, so any sink can take it; a
-- primary key on the sink makes re-runs and replays overwrite instead of duplicate. Put the
-- window bounds in the key, plus the partition keys of the ranking:
--   * with rownum in the output, key the rows by the rank position: (window_start, window_end,
--     category, rownum) - a "leaderboard slot" table;
--   * without rownum, key them by the business entity: (window_start, window_end, category,
--     supplier_id) - readers order the at most N rows per window and category themselves.
-- Flink 2.3 checks that the query's upsert key lies within the sink's primary key. A Window Top-N
-- with rownum has one; without rownum it has none, so 2.3 requires an ON CONFLICT clause. Every
-- key is written once here, and for an insert-only query ON CONFLICT DO DEDUPLICATE adds no
-- upsert materializer (DO ERROR and DO NOTHING would keep one, with state per key). Flink 1.20
-- to 2.2 have no such check and do not know ON CONFLICT: there, leave the clause out.
-- Both INSERTs run as one job in a statement set and share the window aggregation.
CREATE TABLE Bid (
  bidtime     TIMESTAMP(3),
  price       DECIMAL(10, 2),
  item        STRING,
  category    STRING,
  supplier_id STRING,
  WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'bids',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'supplier-leaderboards',
  'scan.startup.mode' = 'latest-offset',
  'format' = 'json'
);

CREATE TABLE supplier_rank_slots (
  window_start TIMESTAMP(3),
  window_end   TIMESTAMP(3),
  category     STRING,
  rownum       BIGINT,
  supplier_id  STRING,
  sales        DECIMAL(38, 2),
  PRIMARY KEY (window_start, window_end, category, rownum) NOT ENFORCED
) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:mysql://mysql:3306/marketplace',
  'table-name' = 'supplier_rank_slots',
  'username' = 'flink',
  'password' = '${MYSQL_PASSWORD}'
);

CREATE TABLE top_suppliers (
  window_start TIMESTAMP(3),
  window_end   TIMESTAMP(3),
  category     STRING,
  supplier_id  STRING,
  sales        DECIMAL(38, 2),
  PRIMARY KEY (window_start, window_end, category, supplier_id) NOT ENFORCED
) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:mysql://mysql:3306/marketplace',
  'table-name' = 'top_suppliers',
  'username' = 'flink',
  'password' = '${MYSQL_PASSWORD}'
);

CREATE VIEW supplier_sales AS
SELECT window_start, window_end, category, supplier_id, SUM(price) AS sales
FROM TABLE(
  TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
GROUP BY window_start, window_end, category, supplier_id;

EXECUTE STATEMENT SET
BEGIN
  INSERT INTO supplier_rank_slots
  SELECT window_start, window_end, category, rownum, supplier_id, sales
  FROM (
    SELECT *,
      ROW_NUMBER() OVER (
        PARTITION BY window_start, window_end, category
        ORDER BY sales DESC, supplier_id) AS rownum
    FROM supplier_sales
  )
  WHERE rownum <= 3;

  INSERT INTO top_suppliers
  SELECT window_start, window_end, category, supplier_id, sales
  FROM (
    SELECT *,
      ROW_NUMBER() OVER (
        PARTITION BY window_start, window_end, category
        ORDER BY sales DESC, supplier_id) AS rownum
    FROM supplier_sales
  )
  WHERE rownum <= 3
  ON CONFLICT DO DEDUPLICATE;
END;
