-- Top-1 on a time attribute: deduplication keep first / last, rowtime / proctime, version differences.
CREATE TABLE T (
  a INT,
  b BIGINT,
  c STRING,
  ts TIMESTAMP(3),
  pt AS PROCTIME(),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE CDC (
  a INT,
  b BIGINT,
  c STRING,
  ts TIMESTAMP(3),
  PRIMARY KEY (a) NOT ENFORCED,
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I,UB,UA,D');
CREATE TABLE Orders (
  order_id STRING,
  user_id STRING,
  amount DOUBLE,
  ltz TIMESTAMP_LTZ(3),
  WATERMARK FOR ltz AS ltz - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');

-- case: rowtime keep last
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM T) WHERE rn = 1;

-- case: rowtime keep first
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts ASC) AS rn FROM T) WHERE rn = 1;

-- case: proctime keep first
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY pt ASC) AS rn FROM T) WHERE rn = 1;

-- case: proctime keep last
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY pt DESC) AS rn FROM T) WHERE rn = 1;

-- case: dedup with rank number selected stays dedup
SELECT * FROM (SELECT a, b, ts, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM T) WHERE rn = 1;

-- case: dedup with rn less than two
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM T) WHERE rn < 2;

-- case: dedup with rn at most one
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts ASC) AS rn FROM T) WHERE rn <= 1;

-- case: dedup over several partition keys
SELECT a, c, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a, c ORDER BY ts DESC) AS rn FROM T) WHERE rn = 1;

-- case: dedup without partition
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (ORDER BY ts DESC) AS rn FROM T) WHERE rn = 1;

-- case: dedup on timestamp ltz rowtime
SELECT order_id, amount FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY ltz DESC) AS rn FROM Orders) WHERE rn = 1;

-- case: second order key makes it a top-1 rank
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC, b) AS rn FROM T) WHERE rn = 1;

-- case: top-2 on rowtime is a rank
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM T) WHERE rn <= 2;

-- case: top-2 on proctime asc is first-n
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY pt ASC) AS rn FROM T) WHERE rn <= 2;

-- case: second row on rowtime
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts ASC) AS rn FROM T) WHERE rn = 2;

-- case: dedup over cdc input on 2.3 becomes retract rank
-- versions: 2.3
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY c ORDER BY ts DESC) AS rn FROM CDC) WHERE rn = 1;

-- case: dedup over cdc input on 1.20 is an error
-- versions: 1.20
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY c ORDER BY ts DESC) AS rn FROM CDC) WHERE rn = 1;

-- case: keep first with mini-batch
-- set: table.exec.mini-batch.enabled=true
-- set: table.exec.mini-batch.allow-latency=1 s
-- set: table.exec.mini-batch.size=100
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts ASC) AS rn FROM T) WHERE rn = 1;

-- case: keep last with mini-batch
-- set: table.exec.mini-batch.enabled=true
-- set: table.exec.mini-batch.allow-latency=1 s
-- set: table.exec.mini-batch.size=100
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY pt DESC) AS rn FROM T) WHERE rn = 1;

-- case: dedup then aggregate counts
SELECT c, COUNT(*) AS cnt FROM (SELECT a, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM T) WHERE rn = 1) GROUP BY c;

-- case: keep first then aggregate counts
SELECT c, COUNT(*) AS cnt FROM (SELECT a, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts ASC) AS rn FROM T) WHERE rn = 1) GROUP BY c;

-- case: inline proctime order
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY PROCTIME()) AS rn FROM T) WHERE rn = 1;

-- case: top-1 on non-time desc is fast top-1
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn = 1;

-- case: top-1 on non-time asc is mislabelled insert-only on 2.3
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b ASC) AS rn FROM T) WHERE rn = 1;

-- case: top-1 non-time asc then count over-counts
SELECT COUNT(*) AS cnt FROM (SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b ASC) AS rn FROM T) WHERE rn = 1);

-- case: top-1 non-time asc with rank number
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b ASC) AS rn FROM T) WHERE rn = 1;

-- case: top-1 on two asc keys
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b ASC, c ASC) AS rn FROM T) WHERE rn = 1;
