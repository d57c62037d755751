-- Window Top-N and window deduplication over window TVFs, window aggregations and window joins.
CREATE TABLE Bid (
  bidtime TIMESTAMP(3),
  price DECIMAL(10, 2),
  item STRING,
  supplier_id STRING,
  pt AS PROCTIME(),
  WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE Orders (
  order_id STRING,
  customer_id INT,
  product_id STRING,
  price DOUBLE,
  rowtime TIMESTAMP_LTZ(3),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE CDC (
  a INT,
  b BIGINT,
  c STRING,
  ts TIMESTAMP(3),
  PRIMARY KEY (a) NOT ENFORCED,
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I,UB,UA,D');
CREATE TABLE Plain (
  k STRING,
  v BIGINT,
  t TIMESTAMP(3),
  n BIGINT
) WITH ('connector' = 'datagen');

-- case: top 3 suppliers per window after window aggregation (Flink docs)
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM (
    SELECT window_start, window_end, supplier_id, SUM(price) AS price, COUNT(*) AS cnt
    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, supplier_id))
WHERE rownum <= 3;

-- case: top 3 rows per window after tumble (Flink docs)
SELECT * FROM (
  SELECT bidtime, price, item, supplier_id, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: top 3 customers per window with ltz rowtime (Confluent docs)
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM (
    SELECT window_start, window_end, customer_id, SUM(price) AS price, COUNT(*) AS cnt
    FROM TABLE(TUMBLE(TABLE Orders, DESCRIPTOR(rowtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, customer_id))
WHERE rownum <= 3;

-- case: bare tvf syntax on 2.3
-- versions: 2.3
SELECT * FROM (
  SELECT price, product_id, customer_id, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TUMBLE(TABLE Orders, DESCRIPTOR(rowtime), INTERVAL '10' MINUTES))
WHERE rownum <= 3;

-- case: bare tvf syntax on 1.20 fails to parse
-- versions: 1.20
SELECT * FROM (
  SELECT price, product_id, customer_id, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TUMBLE(TABLE Orders, DESCRIPTOR(rowtime), INTERVAL '10' MINUTES))
WHERE rownum <= 3;

-- case: window top-n with extra partition key
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end, item ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 2;

-- case: window top-n without rank number
SELECT window_start, window_end, item, price FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: window top-n with offset
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum > 1 AND rownum <= 3;

-- case: window top-n over hop
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES, INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: window top-n over cumulate
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: window top-n over session
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(SESSION(TABLE Bid PARTITION BY item, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES)))
WHERE rownum <= 3;

-- case: window top-n over tumble with offset
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES, INTERVAL '1' MINUTES)))
WHERE rownum <= 3;

-- case: window top-n after hop aggregation
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total DESC) AS rownum
  FROM (
    SELECT window_start, window_end, item, SUM(price) AS total
    FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES, INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, item))
WHERE rownum <= 3;

-- case: window top-n after cumulate aggregation
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total DESC) AS rownum
  FROM (
    SELECT window_start, window_end, item, SUM(price) AS total
    FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, item))
WHERE rownum <= 3;

-- case: window top-n after session aggregation
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total DESC) AS rownum
  FROM (
    SELECT window_start, window_end, item, SUM(price) AS total
    FROM TABLE(SESSION(TABLE Bid PARTITION BY item, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
    GROUP BY window_start, window_end, item))
WHERE rownum <= 3;

-- case: only window start in partition falls back to regular top-n
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: only window end in partition falls back to regular top-n
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: window start and window time fall back to regular top-n
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_time ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: renamed window bounds still a window top-n
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY ws, we ORDER BY price DESC) AS rownum
  FROM (SELECT window_start AS ws, window_end AS we, price, item
        FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))))
WHERE rownum <= 3;

-- case: window aggregation with only window start is a group aggregate
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start ORDER BY total DESC) AS rownum
  FROM (
    SELECT window_start, item, SUM(price) AS total
    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, item))
WHERE rownum <= 3;

-- case: window top-n on proctime is an error
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(pt), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: window top-n with rank is an error
SELECT * FROM (
  SELECT *, RANK() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: window top-n with dense rank is an error
SELECT * FROM (
  SELECT *, DENSE_RANK() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: window top-n over cdc is an error
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY b DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE CDC, DESCRIPTOR(ts), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: window top-n with variable rank end is an error
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total DESC) AS rownum
  FROM (
    SELECT window_start, window_end, item, SUM(price) AS total, MAX(CHAR_LENGTH(item)) AS max_b
    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, item))
WHERE rownum <= max_b;

-- case: window deduplicate keep last
SELECT * FROM (
  SELECT bidtime, price, item, supplier_id, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY bidtime DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 1;

-- case: window deduplicate keep first
SELECT * FROM (
  SELECT bidtime, price, item, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end, item ORDER BY bidtime ASC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum = 1;

-- case: window deduplicate with rn less than two
SELECT * FROM (
  SELECT bidtime, price, item, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY bidtime DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum < 2;

-- case: window deduplicate on window time
SELECT * FROM (
  SELECT price, item, window_start, window_end, window_time,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY window_time DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum = 1;

-- case: window top-2 on rowtime falls back to window top-n
SELECT * FROM (
  SELECT bidtime, price, item, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY bidtime DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 2;

-- case: window top-1 on non-time order is window top-n
SELECT * FROM (
  SELECT bidtime, price, item, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum = 1;

-- case: window deduplicate on proctime is an error
SELECT * FROM (
  SELECT price, item, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY pt DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(pt), INTERVAL '10' MINUTES)))
WHERE rownum = 1;

-- case: window top-n after window join
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY lp DESC) AS rownum
  FROM (
    SELECT L.window_start, L.window_end, L.item, L.price AS lp, R.price AS rp
    FROM (SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))) L
    JOIN (SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))) R
    ON L.item = R.item AND L.window_start = R.window_start AND L.window_end = R.window_end))
WHERE rownum <= 3;

-- case: cascaded window top-n
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rk
  FROM (
    SELECT window_start, window_end, item, price FROM (
      SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end, item ORDER BY price DESC) AS rownum
      FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
    WHERE rownum <= 5))
WHERE rk <= 3;

-- case: window top-n after regular group by that keeps bounds
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total DESC) AS rownum
  FROM (
    SELECT window_start, window_end, item, SUM(price) AS total
    FROM (SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) WHERE price > 1)
    GROUP BY window_start, window_end, item))
WHERE rownum <= 3;

-- case: window top-n over non time attribute descriptor is an error
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY v DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Plain, DESCRIPTOR(t), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: descriptor on bigint column is an error
SELECT * FROM TABLE(TUMBLE(TABLE Plain, DESCRIPTOR(n), INTERVAL '10' MINUTES));

-- case: hop size not a multiple of slide accepted for window top-n
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '3' MINUTES, INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: hop size not a multiple of slide rejected for window aggregation
SELECT window_start, window_end, COUNT(*) AS cnt
FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '3' MINUTES, INTERVAL '10' MINUTES))
GROUP BY window_start, window_end;

-- case: cumulate size not a multiple of step
SELECT window_start, window_end, COUNT(*) AS cnt
FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '3' MINUTES, INTERVAL '10' MINUTES))
GROUP BY window_start, window_end;

-- case: tumble offset larger than size
SELECT window_start, window_end, COUNT(*) AS cnt
FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES, INTERVAL '16' MINUTES))
GROUP BY window_start, window_end;

-- case: tumble negative offset is fine
SELECT window_start, window_end, COUNT(*) AS cnt
FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES, INTERVAL '-3' MINUTES))
GROUP BY window_start, window_end;

-- case: tumble aggregation (window tvf guide)
SELECT window_start, window_end, item, COUNT(*) AS txn_count, SUM(price) AS total_amount
FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end, item;

-- case: hop aggregation (window tvf guide)
SELECT window_start, window_end, item, AVG(price) AS avg_amount
FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '30' SECOND, INTERVAL '1' MINUTE))
GROUP BY window_start, window_end, item;

-- case: session aggregation (window tvf guide)
SELECT window_start, window_end, item, COUNT(*) AS session_txn_count
FROM TABLE(SESSION(TABLE Bid PARTITION BY item, DESCRIPTOR(bidtime), INTERVAL '5' MINUTE))
GROUP BY window_start, window_end, item;

-- case: cumulate aggregation (window tvf guide)
SELECT window_start, window_end, item, SUM(price) AS running_total
FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '1' HOUR, INTERVAL '1' DAY))
GROUP BY window_start, window_end, item;

-- case: legacy group window still plans
SELECT TUMBLE_START(bidtime, INTERVAL '1' MINUTE) AS wstart, item, COUNT(*) AS cnt
FROM Bid
GROUP BY TUMBLE(bidtime, INTERVAL '1' MINUTE), item;

-- case: window top-n after a regular aggregation that drops window end
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY cnt DESC) AS rownum
  FROM (SELECT item, COUNT(*) AS cnt FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)) GROUP BY item))
WHERE rownum <= 3;

-- case: session with order by in the table argument
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(SESSION(TABLE Bid PARTITION BY item ORDER BY bidtime, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES)))
WHERE rownum <= 3;

-- case: window top-n after a window aggregation with grouping sets
SELECT window_start, window_end, supplier_id, total_price FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total_price DESC) AS rownum
  FROM (
    SELECT window_start, window_end, supplier_id, SUM(price) AS total_price
    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, GROUPING SETS ((supplier_id), ()))
  WHERE supplier_id IS NOT NULL)
WHERE rownum <= 1;

-- case: window top-n after a cube window aggregation
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total_price DESC) AS rownum
  FROM (
    SELECT window_start, window_end, item, supplier_id, SUM(price) AS total_price
    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, CUBE (supplier_id, item)))
WHERE rownum <= 3;

-- case: grouping sets leaving the window bounds out of a set are a regular aggregation
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total_price DESC) AS rownum
  FROM (
    SELECT window_start, window_end, supplier_id, SUM(price) AS total_price
    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY GROUPING SETS ((window_start, window_end, supplier_id), (window_start, window_end), ())))
WHERE rownum <= 3;

-- case: session over all rows grouped by another column is a regular aggregation (window tvf guide)
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY cnt DESC) AS rownum
  FROM (
    SELECT window_start, window_end, item, COUNT(*) AS cnt
    FROM TABLE(SESSION(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
    GROUP BY window_start, window_end, item))
WHERE rownum <= 3;

-- case: session aggregation grouped by its partition key is a window aggregation
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY cnt DESC) AS rownum
  FROM (
    SELECT window_start, window_end, item, COUNT(*) AS cnt
    FROM TABLE(SESSION(TABLE Bid PARTITION BY item, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
    GROUP BY window_start, window_end, item))
WHERE rownum <= 3;

-- case: session aggregation grouped by more than its partition key is a regular aggregation
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY cnt DESC) AS rownum
  FROM (
    SELECT window_start, window_end, item, supplier_id, COUNT(*) AS cnt
    FROM TABLE(SESSION(TABLE Bid PARTITION BY item, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
    GROUP BY window_start, window_end, item, supplier_id))
WHERE rownum <= 3;

-- case: session aggregation grouped by window bounds only drops its partition key
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start ORDER BY cnt DESC) AS rownum
  FROM (
    SELECT window_start, window_end, COUNT(*) AS cnt
    FROM TABLE(SESSION(TABLE Bid PARTITION BY item, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
    GROUP BY window_start, window_end))
WHERE rownum <= 3;

-- case: window top-n over a session regular aggregation
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY cnt DESC) AS rownum
  FROM (
    SELECT window_start, window_end, item, COUNT(*) AS cnt
    FROM TABLE(SESSION(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
    GROUP BY window_start, window_end, item))
WHERE rownum <= 3;

-- case: window top-n over a session whose partition key is projected away
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM (
    SELECT window_start, window_end, price
    FROM TABLE(SESSION(TABLE Bid PARTITION BY item, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))))
WHERE rownum <= 3;

-- Window TVF statements Flink refuses in validation, at the sink, or on a planner bug.
CREATE TABLE TopBidsAll (
  bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING, supplier_id STRING, pt TIMESTAMP_LTZ(3),
  window_start TIMESTAMP(3), window_end TIMESTAMP(3), window_time TIMESTAMP(3), rownum BIGINT
) WITH ('connector' = 'blackhole');
CREATE TABLE WindowedAll (
  bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING, supplier_id STRING, pt TIMESTAMP_LTZ(3),
  window_start TIMESTAMP(3), window_end TIMESTAMP(3), window_time TIMESTAMP(3)
) WITH ('connector' = 'blackhole');
CREATE TABLE WindowTotals (window_start TIMESTAMP(3), window_end TIMESTAMP(3), total DECIMAL(38, 2)) WITH ('connector' = 'blackhole');
CREATE VIEW KeptBounds AS
SELECT window_start, window_end, window_time AS rowtime, SUM(price) AS partial_price
FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
GROUP BY supplier_id, window_start, window_end, window_time;
CREATE VIEW RenamedBounds AS
SELECT window_start AS ws, window_end AS we, window_time AS rowtime, SUM(price) AS partial_price
FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
GROUP BY supplier_id, window_start, window_end, window_time;
CREATE VIEW WindowedBid AS
SELECT bidtime, price, supplier_id
FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES));
CREATE VIEW WindowedBidBounds AS
SELECT bidtime, price, window_start AS ten_start, window_end AS ten_end
FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES));

-- case: insert of a window top-n select star writes two rowtime attributes
INSERT INTO TopBidsAll
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: the same window top-n select star collected has no sink check
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: two rowtime attributes with the rowtime inserter disabled
-- set: table.exec.sink.rowtime-inserter=disabled
INSERT INTO TopBidsAll
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: insert of a standalone tvf select star writes two rowtime attributes
INSERT INTO WindowedAll
SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES));

-- case: insert of a standalone tvf with bidtime cast keeps one rowtime attribute
INSERT INTO WindowedAll
SELECT CAST(bidtime AS TIMESTAMP(3)), price, item, supplier_id, pt, window_start, window_end, window_time
FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES));

-- case: session with a fourth argument
SELECT window_start, window_end, SUM(price) AS total
FROM TABLE(SESSION(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES, INTERVAL '1' MINUTES))
GROUP BY window_start, window_end;

-- case: session partitioned with a fourth argument
SELECT * FROM TABLE(SESSION(TABLE Bid PARTITION BY item, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES, INTERVAL '1' MINUTES));

-- case: session without its gap
SELECT * FROM TABLE(SESSION(TABLE Bid, DESCRIPTOR(bidtime)));

-- case: cumulate with the emit-only-on-update argument
SELECT window_start, window_end, SUM(price) AS total
FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '10' MINUTES, INTERVAL '0' SECOND, true))
GROUP BY window_start, window_end;

-- case: cumulate without its size
SELECT * FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES));

-- case: cumulate with an offset
SELECT window_start, window_end, SUM(price) AS total
FROM TABLE(CUMULATE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '10' MINUTES, INTERVAL '1' MINUTES))
GROUP BY window_start, window_end;

-- case: tumble with five arguments
SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '1' MINUTES, INTERVAL '1' MINUTES));

-- case: tumble without its size
SELECT * FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime)));

-- case: tumble with named arguments without its size
SELECT * FROM TABLE(TUMBLE(DATA => TABLE Bid, TIMECOL => DESCRIPTOR(bidtime)));

-- case: hop without its size
SELECT * FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES));

-- case: hop with six arguments
SELECT window_start, window_end, SUM(price) AS total
FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '4' MINUTES, INTERVAL '0' MINUTES, INTERVAL '0' MINUTES))
GROUP BY window_start, window_end;

-- case: hop with an offset
SELECT window_start, window_end, SUM(price) AS total
FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '2' MINUTES, INTERVAL '4' MINUTES, INTERVAL '1' MINUTES))
GROUP BY window_start, window_end;

-- case: second tvf over a view keeping window bounds, inserted
INSERT INTO WindowTotals
SELECT window_start, window_end, SUM(partial_price) AS total
FROM TABLE(TUMBLE(TABLE KeptBounds, DESCRIPTOR(rowtime), INTERVAL '10' MINUTES))
GROUP BY window_start, window_end;

-- case: second tvf over a view keeping window bounds, window end selected first
SELECT window_end, window_start, SUM(partial_price) AS total
FROM TABLE(TUMBLE(TABLE KeptBounds, DESCRIPTOR(rowtime), INTERVAL '10' MINUTES))
GROUP BY window_start, window_end;

-- case: second tvf over a view keeping window bounds, select star
SELECT * FROM TABLE(TUMBLE(TABLE KeptBounds, DESCRIPTOR(rowtime), INTERVAL '10' MINUTES));

-- case: second tvf over a view keeping window bounds, only other columns
SELECT rowtime, partial_price FROM TABLE(TUMBLE(TABLE KeptBounds, DESCRIPTOR(rowtime), INTERVAL '10' MINUTES));

-- case: second tvf over a view renaming window bounds (cascading windows)
SELECT window_start, window_end, SUM(partial_price) AS total
FROM TABLE(TUMBLE(TABLE RenamedBounds, DESCRIPTOR(rowtime), INTERVAL '10' MINUTES))
GROUP BY window_start, window_end;

-- case: window aggregation over a view of a standalone tvf, inserted (Flink bug)
INSERT INTO WindowTotals
SELECT window_start, window_end, SUM(price)
FROM TABLE(TUMBLE(TABLE WindowedBid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
GROUP BY window_start, window_end;

-- case: window aggregation over a view of a standalone tvf with a group key (Flink bug)
SELECT window_start, window_end, supplier_id, SUM(price) AS total
FROM TABLE(TUMBLE(TABLE WindowedBid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
GROUP BY window_start, window_end, supplier_id;

-- case: window aggregation over a view of a standalone tvf keeping its bounds (Flink bug)
SELECT window_start, window_end, SUM(price) AS total
FROM TABLE(TUMBLE(TABLE WindowedBidBounds, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
GROUP BY window_start, window_end;

-- case: window aggregation over a view of a standalone tvf, only the sum (Flink bug)
SELECT SUM(price) AS total
FROM TABLE(TUMBLE(TABLE WindowedBid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
GROUP BY window_start, window_end;

-- case: window top-n over a view of a standalone tvf
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE WindowedBid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES)))
WHERE rownum <= 1;

-- case: standalone tvf over a view of a standalone tvf
SELECT supplier_id, window_start, window_end
FROM TABLE(TUMBLE(TABLE WindowedBid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES));

-- case: group aggregation on window start only over a view of a standalone tvf
SELECT window_start, SUM(price) AS total
FROM TABLE(TUMBLE(TABLE WindowedBid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
GROUP BY window_start;

-- case: window top-n partitioned by window bounds cast to their own type
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY CAST(window_start AS TIMESTAMP(3)), CAST(window_end AS TIMESTAMP(3)) ORDER BY price DESC) AS rn
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rn <= 3;

-- case: window top-n partitioned by one window bound cast to its own type
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, CAST(window_end AS TIMESTAMP(3)) ORDER BY price DESC) AS rn
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rn <= 3;

-- case: window top-n partitioned by window bounds cast to another precision
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY CAST(window_start AS TIMESTAMP(6)), window_end ORDER BY price DESC) AS rn
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rn <= 3;

-- case: window top-n over a projection casting the window bounds to their own type
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY ws, we ORDER BY price DESC) AS rn
  FROM (SELECT CAST(window_start AS TIMESTAMP(3)) AS ws, CAST(window_end AS TIMESTAMP(3)) AS we, price, item
        FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))))
WHERE rn <= 3;

-- case: window aggregation top-n partitioned by window bounds cast to their own type
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY CAST(window_start AS TIMESTAMP(3)), CAST(window_end AS TIMESTAMP(3)) ORDER BY price DESC) AS rn
  FROM (
    SELECT window_start, window_end, supplier_id, SUM(price) AS price
    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, supplier_id))
WHERE rn <= 3;

-- case: rank over a session aggregation not reading the partition key is a regular top-n
SELECT window_start, window_end, cnt FROM (
  SELECT window_start, window_end, cnt, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY cnt) AS rn
  FROM (SELECT window_start, window_end, COUNT(*) AS cnt
  FROM TABLE(SESSION(TABLE Bid PARTITION BY item, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
  GROUP BY window_start, window_end))
WHERE rn <= 1;

-- case: rank over a session aggregation counting the partition key keeps window columns
SELECT window_start, window_end, cnt FROM (
  SELECT window_start, window_end, cnt, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY cnt) AS rn
  FROM (SELECT window_start, window_end, COUNT(item) AS cnt
  FROM TABLE(SESSION(TABLE Bid PARTITION BY item, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES))
  GROUP BY window_start, window_end))
WHERE rn <= 1;
