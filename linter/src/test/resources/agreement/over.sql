-- OVER windows whose result nothing reads, and windows ordered by a column that is a constant.
CREATE TABLE T (
  a INT,
  b BIGINT,
  c STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE B (
  a INT,
  b BIGINT,
  c STRING
) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
CREATE TABLE CDC (
  a INT,
  b BIGINT,
  ts TIMESTAMP(3),
  PRIMARY KEY (a) NOT ENFORCED,
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I,UB,UA,D');

-- case: unread row number is dropped
SELECT a, b FROM (SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b) AS rn FROM T);

-- case: unread row number ordered by two keys is dropped
SELECT a, b, c FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b, c) AS rn FROM T);

-- case: unread row number ordered descending is dropped
SELECT a, b FROM (SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T);

-- case: unread rank is dropped
SELECT a, b FROM (SELECT a, b, RANK() OVER (PARTITION BY a ORDER BY b) AS rk FROM T);

-- case: unread sum over two order keys is dropped
SELECT a, b FROM (SELECT a, b, SUM(b) OVER (PARTITION BY a ORDER BY b, c) AS s FROM T);

-- case: unread rank without order by still fails validation
SELECT a, b FROM (SELECT a, b, RANK() OVER (PARTITION BY a) AS rk FROM T);

-- case: unread row number over an aggregate is dropped
SELECT a, n FROM (SELECT a, n, ROW_NUMBER() OVER (ORDER BY a) AS rn FROM (SELECT a, COUNT(*) AS n FROM T GROUP BY a));

-- case: row number ordered by a projected constant
SELECT a, k FROM (SELECT a, k, ROW_NUMBER() OVER (ORDER BY k) AS rn FROM (SELECT a, 'x' AS k FROM T)) WHERE rn <= 1;

-- case: row number ordered by a projected constant and a column
SELECT a, k FROM (SELECT a, k, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k, b) AS rn FROM (SELECT a, b, 'x' AS k FROM T)) WHERE rn <= 1;

-- case: row number ordered by a constant group key
SELECT a, k, n FROM (
  SELECT a, k, n, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn
  FROM (SELECT a, k, COUNT(*) AS n FROM (SELECT a, 'k' AS k FROM T) GROUP BY a, k))
WHERE rn <= 1;

-- case: rank ordered by a constant group key
SELECT a, k, n FROM (
  SELECT a, k, n, RANK() OVER (PARTITION BY a ORDER BY k) AS rk
  FROM (SELECT a, k, COUNT(*) AS n FROM (SELECT a, 'k' AS k FROM T) GROUP BY a, k))
WHERE rk <= 1;

-- case: row number without filter ordered by a projected constant
SELECT a, k, rn FROM (SELECT a, k, ROW_NUMBER() OVER (ORDER BY k) AS rn FROM (SELECT a, 'x' AS k FROM T));

-- case: batch row number ordered by a projected constant
-- mode: batch
SELECT a, k FROM (SELECT a, k, ROW_NUMBER() OVER (ORDER BY k) AS rn FROM (SELECT a, 'x' AS k FROM B)) WHERE rn <= 1;

-- case: stacked top-1 row numbers drop both rank numbers
-- On 1.20 the outer Rank is UpdateFastStrategy[] on the inner's empty key, so the inner drops
-- UPDATE_BEFORE; 2.3 plans both insert-only.
SELECT a, b, c FROM (
  SELECT a, b, c, ROW_NUMBER() OVER (ORDER BY a) AS rn2
  FROM (SELECT a, b, c FROM (SELECT a, b, c, ROW_NUMBER() OVER (ORDER BY a) AS rn FROM T) WHERE rn <= 1))
WHERE rn2 <= 1;

-- case: over updating input ordered by a rowtime then another key
SELECT * FROM (SELECT a, b, ts, RANK() OVER (PARTITION BY a ORDER BY ts, b) AS rk FROM CDC) WHERE rk <= 1 OR b > 0;

-- case: over updating input ordered by a non-time key then a rowtime
SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b, ts) AS rn FROM CDC;

-- case: over updating input ordered by one non-time key
SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b) AS rn FROM CDC;

-- case: unread over behind a projection under an outer top-n is dropped
SELECT a, b, c FROM (
  SELECT a, b, c, ROW_NUMBER() OVER (ORDER BY a) AS rn2
  FROM (SELECT a, b, c FROM (
    SELECT a, b, c, ROW_NUMBER() OVER (ORDER BY a, b) AS rn FROM T)))
WHERE rn2 <= 1;

-- case: unread over behind a projection under an outer rank is dropped, the outer rank still fails
SELECT a, b FROM (
  SELECT a, b, RANK() OVER (ORDER BY a) AS rn2
  FROM (SELECT a, b FROM (
    SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)))
WHERE rn2 <= 1;

-- case: unread over directly under an outer top-n stays and fails
SELECT a, b FROM (
  SELECT a, b, ROW_NUMBER() OVER (ORDER BY a) AS rn2
  FROM (SELECT a, b, ROW_NUMBER() OVER (ORDER BY a, b) AS rn FROM T))
WHERE rn2 <= 1;

-- case: unread over behind a projection of an aggregate under an outer top-n is dropped
SELECT c, n FROM (
  SELECT c, n, ROW_NUMBER() OVER (ORDER BY c) AS rn2
  FROM (SELECT c, n FROM (
    SELECT c, n, ROW_NUMBER() OVER (ORDER BY c, n) AS rn
    FROM (SELECT c, COUNT(*) AS n FROM T GROUP BY c))))
WHERE rn2 <= 1;
