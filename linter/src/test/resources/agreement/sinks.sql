-- INSERT INTO sinks: changelog constraints of append, upsert and retract sinks; key checks; the seed script.
CREATE TABLE T (
  a INT,
  b BIGINT,
  c STRING,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE NoWatermark (a INT, b BIGINT, c STRING) WITH ('connector' = 'datagen');
CREATE TABLE spend_source (
  country_id INT,
  user_id INT,
  cost_money DOUBLE
) WITH (
  'connector' = 'datagen',
  'rows-per-second' = '1000',
  'fields.country_id.min' = '1',
  'fields.country_id.max' = '30',
  'fields.user_id.min' = '1',
  'fields.user_id.max' = '100000',
  'fields.cost_money.min' = '0',
  'fields.cost_money.max' = '10000'
);
CREATE TABLE console_output (
  country_id INT,
  user_id INT,
  cost_money DOUBLE,
  row_num BIGINT
) WITH ('connector' = 'print');
CREATE TABLE AppendSink (a INT, b BIGINT, c STRING, rn BIGINT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE TABLE AppendSink3 (a INT, b BIGINT, c STRING) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE TABLE UpsertByRank (a INT, b BIGINT, c STRING, rn BIGINT, PRIMARY KEY (a, rn) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE UpsertByA (a INT, b BIGINT, c STRING, PRIMARY KEY (a) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE UpsertByC (a INT, b BIGINT, c STRING, PRIMARY KEY (c) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE RetractSink (a INT, b BIGINT, c STRING, rn BIGINT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'all');
CREATE TABLE Hole (a INT, b BIGINT, c STRING, rn BIGINT) WITH ('connector' = 'blackhole');
CREATE TABLE HoleKeyed (a INT, b BIGINT, c STRING, PRIMARY KEY (c) NOT ENFORCED) WITH ('connector' = 'blackhole');
CREATE TABLE WinSink (window_start TIMESTAMP(3), window_end TIMESTAMP(3), c STRING, total BIGINT, rn BIGINT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE TABLE Counts (c STRING, cnt BIGINT, PRIMARY KEY (c) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE WinKeyed (window_start TIMESTAMP(3), window_end TIMESTAMP(3), c STRING, total BIGINT, rn BIGINT, PRIMARY KEY (window_start, window_end, c, rn) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE WinOddKey (window_start TIMESTAMP(3), window_end TIMESTAMP(3), c STRING, total BIGINT, rn BIGINT, PRIMARY KEY (rn, window_end) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE AggKeyed (window_start TIMESTAMP(3), window_end TIMESTAMP(3), c STRING, total BIGINT, PRIMARY KEY (window_start, window_end, c) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE KeyedChanges (a INT NOT NULL, b BIGINT, c STRING, k INT NOT NULL, PRIMARY KEY (a, k) NOT ENFORCED) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I,UA,D');

-- case: datagen spending top 3 per country to print (task seed)
INSERT INTO console_output
SELECT country_id, user_id, cost_money, row_num FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY country_id ORDER BY cost_money DESC) AS row_num
  FROM spend_source)
WHERE row_num <= 3;

-- case: top-n into append-only sink is an error
INSERT INTO AppendSink
SELECT * FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3;

-- case: top-n without rank number into append-only sink is an error
INSERT INTO AppendSink3
SELECT a, b, c FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3;

-- case: top-n into upsert sink keyed by partition and rank
INSERT INTO UpsertByRank
SELECT * FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3;

-- case: top-n without rank number into upsert sink keyed by partition
INSERT INTO UpsertByA
SELECT a, b, c FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3;

-- case: top-n without rank number into upsert sink keyed by other column
INSERT INTO UpsertByC
SELECT a, b, c FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3;

-- case: top-n without rank number into upsert sink with on conflict
-- versions: 2.3
INSERT INTO UpsertByC
SELECT a, b, c FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3
ON CONFLICT DO DEDUPLICATE;

-- case: top-n into retract sink
INSERT INTO RetractSink
SELECT * FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3;

-- case: top-n into blackhole
INSERT INTO Hole
SELECT * FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3;

-- case: append query into keyed blackhole
INSERT INTO HoleKeyed SELECT a, b, c FROM T;

-- case: append query into upsert sink with other key
INSERT INTO UpsertByC SELECT a, b, c FROM T;

-- case: append query without watermark into upsert sink with other key
INSERT INTO UpsertByC SELECT a, b, c FROM NoWatermark;

-- case: top-n without watermark or rank number into upsert sink keyed by partition
INSERT INTO UpsertByA
SELECT a, b, c FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM NoWatermark) WHERE rn <= 3;

-- case: append query into append sink
INSERT INTO AppendSink3 SELECT a, b, c FROM T;

-- case: window top-n into append-only sink
INSERT INTO WinSink
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total DESC) AS rn
  FROM (
    SELECT window_start, window_end, c, SUM(b) AS total
    FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, c))
WHERE rn <= 3;

-- case: regular aggregation into upsert sink by group key
INSERT INTO Counts SELECT c, COUNT(*) AS cnt FROM T GROUP BY c;

-- case: top-n over aggregation into upsert sink keyed by rank
INSERT INTO UpsertByRank
SELECT a, cnt AS b, c, rn FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt DESC) AS rn
  FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY a, c))
WHERE rn <= 3;

-- case: top-n over aggregation into retract sink
INSERT INTO RetractSink
SELECT a, cnt AS b, c, rn FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt DESC) AS rn
  FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY a, c))
WHERE rn <= 3;

-- case: dedup keep first into append sink
INSERT INTO AppendSink3
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts ASC) AS rn FROM T) WHERE rn = 1;

-- case: dedup keep last into append sink is an error
INSERT INTO AppendSink3
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM T) WHERE rn = 1;

-- case: dedup keep last into upsert sink by key
INSERT INTO UpsertByA
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM T) WHERE rn = 1;

-- case: statement set with two top-n inserts
EXECUTE STATEMENT SET BEGIN INSERT INTO UpsertByRank SELECT * FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3; INSERT INTO RetractSink SELECT * FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b ASC) AS rn FROM T) WHERE rn <= 2; END;

-- case: window top-n into upsert sink keyed by window partition and rank
INSERT INTO WinKeyed
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total DESC) AS rn
  FROM (
    SELECT window_start, window_end, c, SUM(b) AS total
    FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, c))
WHERE rn <= 3;

-- case: window top-n into upsert sink with an odd key
INSERT INTO WinOddKey
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total DESC) AS rn
  FROM (
    SELECT window_start, window_end, c, SUM(b) AS total
    FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, c))
WHERE rn <= 3;

-- case: window aggregation into upsert sink keyed by group keys
INSERT INTO AggKeyed
SELECT window_start, window_end, c, SUM(b) AS total
FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES))
GROUP BY window_start, window_end, c;

-- case: window top-n without rank number into upsert sink keyed by entity
INSERT INTO AggKeyed
SELECT window_start, window_end, c, total FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total DESC) AS rn
  FROM (
    SELECT window_start, window_end, c, SUM(b) AS total
    FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, c))
WHERE rn <= 3;

-- case: on conflict is a parse error before 2.3
-- versions: 1.20
INSERT INTO UpsertByC
SELECT a, b, c FROM (SELECT a, b, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3
ON CONFLICT DO NOTHING;

-- case: top-n producer keeps the upsert key of its input
INSERT INTO AppendSink3
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY c ORDER BY b DESC) AS rn FROM KeyedChanges) WHERE rn <= 3;
