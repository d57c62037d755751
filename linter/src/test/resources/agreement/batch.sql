-- Batch mode: ROW_NUMBER and DENSE_RANK stay sort + OVER + filter, RANK with a constant range becomes a Rank.
CREATE TABLE T (
  a INT,
  b BIGINT,
  c STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
CREATE TABLE P (
  k STRING,
  v BIGINT,
  t TIMESTAMP(3)
) WITH ('connector' = 'datagen', 'number-of-rows' = '10');

-- case: batch row number top-n is an over aggregation
-- mode: batch
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3;

-- case: batch rank top-n is a rank
-- mode: batch
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T) WHERE rk <= 3;

-- case: batch dense rank top-n is an over aggregation
-- mode: batch
SELECT * FROM (SELECT *, DENSE_RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T) WHERE rk <= 3;

-- case: batch rank without end is an over aggregation
-- mode: batch
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T) WHERE rk >= 3;

-- case: batch rank with variable end is an over aggregation
-- mode: batch
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T) WHERE rk <= a;

-- case: batch row number lower bound only is fine
-- mode: batch
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn >= 10;

-- case: batch rank end zero
-- mode: batch
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T) WHERE rk <= 0;

-- case: batch rank with offset
-- mode: batch
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T) WHERE rk > 1 AND rk <= 3;

-- case: batch rank without rank number output
-- mode: batch
SELECT a, b FROM (SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T) WHERE rk <= 3;

-- case: batch top-1 on time attribute
-- mode: batch
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM T) WHERE rn = 1;

-- case: batch window top-n over tumble
-- mode: batch
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY b DESC) AS rn
  FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES)))
WHERE rn <= 3;

-- case: batch window tvf on plain timestamp is accepted
-- mode: batch
SELECT window_start, window_end, COUNT(*) AS cnt
FROM TABLE(TUMBLE(TABLE P, DESCRIPTOR(t), INTERVAL '10' MINUTES))
GROUP BY window_start, window_end;

-- case: batch session window is an error
-- mode: batch
SELECT window_start, window_end, COUNT(*) AS cnt
FROM TABLE(SESSION(TABLE T PARTITION BY a, DESCRIPTOR(ts), INTERVAL '5' MINUTES))
GROUP BY window_start, window_end;

-- case: batch session window top-n is an error
-- mode: batch
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY b DESC) AS rn
  FROM TABLE(SESSION(TABLE T PARTITION BY a, DESCRIPTOR(ts), INTERVAL '5' MINUTES)))
WHERE rn <= 3;

-- case: batch rank without order by is a validation error
-- mode: batch
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a) AS rk FROM T) WHERE rk <= 3;

-- case: batch row number without order by
-- mode: batch
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a) AS rn FROM T) WHERE rn <= 3;

-- case: batch top-n over aggregation
-- mode: batch
SELECT * FROM (
  SELECT c, cnt, RANK() OVER (ORDER BY cnt DESC) AS rk
  FROM (SELECT c, COUNT(*) AS cnt FROM T GROUP BY c))
WHERE rk <= 5;

-- case: batch rank with or filter
-- mode: batch
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T) WHERE rk <= 3 OR c = 'x';

-- case: batch rank plus row number over the same window
-- mode: batch
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rk <= 3;

-- case: batch descending over without filter
-- mode: batch
SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T;

CREATE TABLE BatchPt (
  k STRING,
  v BIGINT,
  ts TIMESTAMP(3),
  lz TIMESTAMP_LTZ(3),
  bin BYTES,
  pt AS PROCTIME(),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen', 'number-of-rows' = '10');

-- case: batch window tvf on proctime is refused when translated
-- mode: batch
SELECT window_start, window_end, COUNT(*) AS cnt FROM TABLE(TUMBLE(TABLE BatchPt, DESCRIPTOR(pt), INTERVAL '5' MINUTES)) GROUP BY window_start, window_end;

-- case: batch session window on proctime names proctime before session
-- mode: batch
SELECT window_start, window_end, COUNT(*) AS cnt FROM TABLE(SESSION(TABLE BatchPt PARTITION BY k, DESCRIPTOR(pt), INTERVAL '5' MINUTES)) GROUP BY window_start, window_end;

-- case: batch window rank on proctime is refused at the tvf
-- mode: batch
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY v) AS rn FROM TABLE(TUMBLE(TABLE BatchPt, DESCRIPTOR(pt), INTERVAL '5' MINUTES))) WHERE rn <= 2;

-- case: batch dense rank over a proctime order key fails in code generation
-- mode: batch
SELECT k FROM (SELECT k, DENSE_RANK() OVER (ORDER BY pt) AS rn FROM BatchPt) WHERE rn <= 1;

-- case: batch plain rank over a proctime order key fails in code generation
-- mode: batch
SELECT k, RANK() OVER (ORDER BY pt) AS rn FROM BatchPt;

-- case: batch percent rank over a proctime second order key fails in code generation
-- mode: batch
SELECT k, PERCENT_RANK() OVER (ORDER BY v, pt) AS pr FROM BatchPt;

-- case: batch dense rank over a timestamp_ltz column fails in code generation
-- mode: batch
SELECT k, DENSE_RANK() OVER (ORDER BY lz) AS rn FROM BatchPt;

-- case: batch dense rank over a bytes column fails in code generation
-- mode: batch
SELECT k, DENSE_RANK() OVER (ORDER BY bin) AS rn FROM BatchPt;

-- case: batch rank top-n over a proctime order key is a rank node and runs
-- mode: batch
SELECT k FROM (SELECT k, RANK() OVER (PARTITION BY k ORDER BY pt) AS rn FROM BatchPt) WHERE rn <= 3;

-- case: batch row number and cume dist over a proctime order key run
-- mode: batch
SELECT k, ROW_NUMBER() OVER (ORDER BY pt) AS rn, CUME_DIST() OVER (ORDER BY pt) AS cd FROM BatchPt;

-- case: batch dense rank over a rowtime order key runs
-- mode: batch
SELECT k, DENSE_RANK() OVER (ORDER BY ts) AS rn FROM BatchPt;
