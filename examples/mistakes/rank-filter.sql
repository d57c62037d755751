-- Common mistakes in the filter on the row number, each followed by its corrected form.
--
-- Flink plans a Top-N only for the exact pattern: ROW_NUMBER() in a subquery, and in the query
-- above it a WHERE that bounds the bare row number with constants - rownum <= N, rownum < N,
-- rownum = N, or a lower and an upper bound - combined with other conditions by AND only.
-- Anything else is either rejected or silently planned as an OVER aggregation that numbers every
-- row of the partition and keeps them all.
CREATE TABLE payments (
  payment_id  STRING,
  merchant_id STRING,
  city        STRING,
  amount      DECIMAL(12, 2),
  pay_time    TIMESTAMP(3),
  WATERMARK FOR pay_time AS pay_time - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'payments',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'merchant-rankings',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

CREATE TABLE merchant_limits (
  city       STRING,
  max_shown  INT,
  PRIMARY KEY (city) NOT ENFORCED
) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://postgres:5432/merchants',
  'table-name' = 'merchant_limits',
  'username' = 'flink',
  'password' = '${POSTGRES_PASSWORD}'
);

-- Revenue per merchant and city; the ranking below is by revenue, with merchant_id as the
-- tie-breaker, so every ranked row is unique.
CREATE VIEW merchant_revenue AS
SELECT city, merchant_id, SUM(amount) AS revenue
FROM payments
WHERE amount > 0
GROUP BY city, merchant_id;

-- Mistake: the row number is computed but never filtered: no Top-N, just a streaming OVER
-- aggregation, which Flink rejects for a descending, non-time ORDER BY.
SELECT city, merchant_id, revenue, rownum
FROM (
  SELECT *,
    -- expect: RankFilterMissing
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
);

-- Corrected: bound the row number in the query above it.
SELECT city, merchant_id, revenue, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
WHERE rownum <= 3;

-- Mistake: the row number tested inside an OR. Flink cannot turn the condition into a rank
-- range, so it plans no Top-N.
SELECT city, merchant_id, revenue, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
-- expect: RankFilterNotConjunctive
WHERE rownum <= 3 OR city = 'Berlin';

-- Corrected: the rank bound joined by AND; other conditions in parentheses.
SELECT city, merchant_id, revenue, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
WHERE rownum <= 3 AND (city = 'Berlin' OR city = 'Hamburg');

-- Mistake: rownum IN (...) is an OR of equalities.
SELECT city, merchant_id, revenue, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
-- expect: RankFilterNotConjunctive
WHERE rownum IN (1, 2, 3);

-- Corrected: a range.
SELECT city, merchant_id, revenue, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
WHERE rownum BETWEEN 1 AND 3;

-- Mistake: an expression of the row number ("ranks counted from zero").
SELECT city, merchant_id, revenue, rownum - 1 AS zero_based_rank
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
-- expect: RankFilterNotConjunctive
WHERE rownum - 1 < 3;

-- Corrected: compare the bare row number; compute the zero-based rank in the SELECT list.
SELECT city, merchant_id, revenue, rownum - 1 AS zero_based_rank
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
WHERE rownum <= 3;

-- Mistake: the second page of a leaderboard without a last rank. A streaming Top-N must know
-- where to stop; Flink rejects the query.
SELECT city, merchant_id, revenue, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
-- expect: RankEndMissing
WHERE rownum > 10;

-- Corrected: ranks 11 to 20.
SELECT city, merchant_id, revenue, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
WHERE rownum > 10 AND rownum <= 20;

-- Mistake: "rownum < 1" for the top row: no rank is below 1, and Flink rejects the rank end 0.
SELECT city, merchant_id, revenue
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
-- expect: RankEndNotPositive
WHERE rownum < 1;

-- Corrected: the top merchant of each city.
SELECT city, merchant_id, revenue
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
WHERE rownum = 1;

-- Mistake: swapped bounds. No rank is above 20 and at most 10, so the query never returns a row.
SELECT city, merchant_id, revenue, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
-- expect: RankRangeEmpty
WHERE rownum > 20 AND rownum <= 10;

-- Corrected: ranks 11 to 20 (the second page).
SELECT city, merchant_id, revenue, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
WHERE rownum > 10 AND rownum <= 20;

-- Mistake: the filter on the row number in the same SELECT as ROW_NUMBER(). WHERE is evaluated
-- before the SELECT list, so the alias does not exist there yet.
SELECT city, merchant_id, revenue,
  ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
FROM merchant_revenue
-- expect: PlannerRejection
WHERE rownum <= 3;

-- Corrected: rank in a subquery, filter in the query around it (on Flink 2.0+ also
-- QUALIFY rownum <= 3 at the end of the same SELECT).
SELECT *
FROM (
  SELECT city, merchant_id, revenue,
    ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
  FROM merchant_revenue
)
WHERE rownum <= 3;

-- Mistake: the number of merchants to show per city taken from a column. Flink accepts it, but
-- reads the limit from the first row of each city and never changes it afterwards, treats the
-- column by position, and "<" behaves like "<=".
SELECT city, merchant_id, revenue, rownum
FROM (
  SELECT r.city, r.max_shown, r.merchant_id, r.revenue,
    ROW_NUMBER() OVER (PARTITION BY r.city ORDER BY r.revenue DESC, r.merchant_id) AS rownum
  FROM (
    SELECT m.city, l.max_shown, m.merchant_id, m.revenue
    FROM merchant_revenue AS m
    JOIN merchant_limits AS l ON m.city = l.city
  ) AS r
)
-- expect: VariableRankEnd
WHERE rownum <= max_shown;

-- Corrected: rank with a constant end (the largest limit any city has), then join the limits
-- and filter. A second filter on rownum directly above the first would be merged into it and
-- defeat the Top-N again; after the join it stays a separate filter.
SELECT t.city, t.merchant_id, t.revenue, t.rownum
FROM (
  SELECT *
  FROM (
    SELECT *,
      ROW_NUMBER() OVER (PARTITION BY city ORDER BY revenue DESC, merchant_id) AS rownum
    FROM merchant_revenue
  )
  WHERE rownum <= 10
) AS t
JOIN merchant_limits AS l ON t.city = l.city
WHERE t.rownum <= l.max_shown;
