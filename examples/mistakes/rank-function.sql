-- Common mistakes in the ranking function and its OVER clause, each followed by its corrected
-- form.
--
-- A streaming Top-N supports ROW_NUMBER() only, needs an ORDER BY, takes no ROWS/RANGE frame and
-- must be the only OVER function of its SELECT. RANK() and DENSE_RANK() are planned but fail
-- when the job is translated (already at EXPLAIN); batch mode supports them.
CREATE TABLE payments (
  payment_id  STRING,
  merchant_id STRING,
  city        STRING,
  amount      DECIMAL(12, 2),
  pay_time    TIMESTAMP(3),
  proc_time AS PROCTIME(),
  WATERMARK FOR pay_time AS pay_time - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'payments',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'merchant-rankings',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

CREATE TABLE payments_archive (
  payment_id  STRING,
  merchant_id STRING,
  city        STRING,
  amount      DECIMAL(12, 2),
  pay_time    TIMESTAMP(3),
  dt          STRING
) PARTITIONED BY (dt) WITH (
  'connector' = 'filesystem',
  'path' = 's3://payments-archive/payments',
  'format' = 'parquet'
);

CREATE VIEW merchant_revenue AS
SELECT city, merchant_id, SUM(amount) AS revenue
FROM payments
WHERE amount > 0
GROUP BY city, merchant_id;

-- Mistake: RANK() to let merchants with equal revenue share a rank. Streaming Flink has no
-- operator for it and fails when the job is translated.
SELECT *
FROM (
  SELECT *,
    -- expect: RankFunctionNotRowNumber
    RANK() OVER (PARTITION BY city ORDER BY revenue DESC) AS rnk
  FROM merchant_revenue
)
WHERE rnk <= 3;

-- Corrected: ROW_NUMBER(), with merchant_id deciding between equal revenues.
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
WHERE rownum <= 3;

-- Mistake: DENSE_RANK() in a Window Top-N: the 3 highest revenue levels per city and hour.
SELECT *
FROM (
  SELECT *,
    -- expect: RankFunctionNotRowNumber
    DENSE_RANK() OVER (PARTITION BY window_start, window_end, city ORDER BY revenue DESC) AS rnk
  FROM (
    SELECT window_start, window_end, city, merchant_id, SUM(amount) AS revenue
    FROM TABLE(TUMBLE(TABLE payments, DESCRIPTOR(pay_time), INTERVAL '1' HOUR))
    GROUP BY window_start, window_end, city, merchant_id
  )
)
WHERE rnk <= 3;

-- Corrected: ROW_NUMBER() in the Window Top-N.
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (
      PARTITION BY window_start, window_end, city
      ORDER BY revenue DESC, merchant_id) AS rownum
  FROM (
    SELECT window_start, window_end, city, merchant_id, SUM(amount) AS revenue
    FROM TABLE(TUMBLE(TABLE payments, DESCRIPTOR(pay_time), INTERVAL '1' HOUR))
    GROUP BY window_start, window_end, city, merchant_id
  )
)
WHERE rownum <= 3;

-- Mistake: "any one payment per merchant" without an ORDER BY. A row number needs an order;
-- Flink rejects the query.
SELECT payment_id, merchant_id, city, amount
FROM (
  SELECT *,
    -- expect: RankOrderByMissing
    ROW_NUMBER() OVER (PARTITION BY merchant_id) AS rownum
  FROM payments
)
WHERE rownum = 1;

-- Corrected: the first payment per merchant as it arrives - a deduplication on processing time.
SELECT payment_id, merchant_id, city, amount
FROM (
  SELECT *,
    -- expect: TopOneIsDeduplication
    ROW_NUMBER() OVER (PARTITION BY merchant_id ORDER BY proc_time) AS rownum
  FROM payments
)
WHERE rownum = 1;

-- Mistake: a frame clause copied from a running-total query. Rank functions always number from
-- the start of the partition; Calcite rejects any frame.
SELECT *
FROM (
  SELECT *,
    -- expect: RankFrameClause
    ROW_NUMBER() OVER (
      PARTITION BY city
      ORDER BY revenue DESC, merchant_id
      ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS rownum
  FROM merchant_revenue
)
WHERE rownum <= 3;

-- Corrected: no frame.
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
WHERE rownum <= 3;

-- Mistake: the city's total revenue computed with another OVER function next to ROW_NUMBER().
-- Flink's Top-N needs the rank function alone; with two OVER windows streaming Flink rejects
-- the query.
SELECT *
FROM (
  SELECT *,
    -- expect: MultipleOverWindows
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum,
    SUM(revenue) OVER (PARTITION BY city) AS city_revenue
  FROM merchant_revenue
)
WHERE rownum <= 3;

-- Corrected: rank alone, and join the city totals from a separate aggregation.
SELECT t.city, t.merchant_id, t.revenue, t.rownum, c.city_revenue
FROM (
  SELECT *
  FROM (
    SELECT *,
      ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
    FROM merchant_revenue
  )
  WHERE rownum <= 3
) AS t
JOIN (
  SELECT city, SUM(revenue) AS city_revenue
  FROM merchant_revenue
  GROUP BY city
) AS c ON t.city = c.city;

-- RANK() is fine in batch mode: yesterday's top 3 merchants per city from the archive, with
-- ties sharing a rank.
SET 'execution.runtime-mode' = 'batch';

SELECT *
FROM (
  SELECT city, merchant_id, revenue,
    RANK() OVER (PARTITION BY city ORDER BY revenue DESC) AS rnk
  FROM (
    SELECT city, merchant_id, SUM(amount) AS revenue
    FROM payments_archive
    WHERE dt = '2024-03-15'
    GROUP BY city, merchant_id
  )
)
WHERE rnk <= 3;
