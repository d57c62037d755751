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

-- Flink 2.3's sink-key check and what it prints: the keys at the sink's columns, every one of them in
-- the order of Flink's Scala set, "none" only where no key set is derived; which sinks it checks.
CREATE TABLE SkIns (
  k1 STRING,
  k2 INT,
  v BIGINT,
  id INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I');
CREATE TABLE SkIns2 (
  k1 STRING,
  k2 INT,
  v BIGINT,
  id INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I');
CREATE TABLE SkProc (
  k1 STRING,
  k2 INT,
  v BIGINT,
  id INT,
  ts TIMESTAMP(3),
  pt AS PROCTIME(),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I');
CREATE TABLE SkUpd (
  k1 STRING,
  k2 INT,
  v BIGINT,
  id INT NOT NULL,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND,
  PRIMARY KEY (id) NOT ENFORCED
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I,UA,D');
CREATE TABLE SkByK1 (k1 STRING NOT NULL, k2 INT, v BIGINT, id INT, ts TIMESTAMP(3), PRIMARY KEY (k1) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE SkKeyOnly (k1 STRING NOT NULL, PRIMARY KEY (k1) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE SkRanked (k1 STRING NOT NULL, k2 INT, v BIGINT, id INT, rn BIGINT, PRIMARY KEY (k1) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE SkReordered (rn BIGINT, ts TIMESTAMP(3), id INT, v BIGINT, k2 INT, k1 STRING NOT NULL, PRIMARY KEY (k1) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE SkAllByK1 (k1 STRING NOT NULL, k2 INT, v BIGINT, id INT, ts TIMESTAMP(3), rn BIGINT, PRIMARY KEY (k1) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'all');
CREATE TABLE SkAllById (k1 STRING, k2 INT, v BIGINT, id INT NOT NULL, ts TIMESTAMP(3), rn BIGINT, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'all');
CREATE TABLE SkJoined (k1 STRING, k2 INT, v BIGINT, id INT, rv BIGINT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE TABLE SkComputed (k1 STRING, e INT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE TABLE SkAppend (k1 STRING, k2 INT, v BIGINT, id INT, ts TIMESTAMP(3)) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE TABLE SkAppendPt (k1 STRING, k2 INT, v BIGINT, id INT, ts TIMESTAMP(3), pt TIMESTAMP_LTZ(3)) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');

-- case: sink key: a keyless scan under an unnumbered top-n derives no key set, printed none
-- versions: 2.3
INSERT INTO SkByK1
SELECT k1, k2, v, id, ts FROM (
  SELECT k1, k2, v, id, ts, ROW_NUMBER() OVER (PARTITION BY k1, k2 ORDER BY v, id) AS rn
  FROM SkIns)
WHERE rn <= 5;

-- case: sink key: a projection derives a key set even when it is empty, printed as nothing
-- versions: 2.3
INSERT INTO SkKeyOnly
SELECT k1 FROM (
  SELECT k1, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k1) AS rn
  FROM (SELECT k1 FROM SkIns))
WHERE rn <= 2;

-- case: sink key: every upsert key is printed, in the order of Flink's Scala set
-- versions: 2.3
INSERT INTO SkRanked
SELECT k1, k2, v, id, rn FROM (
  SELECT k1, k2, v, id, ROW_NUMBER() OVER (ORDER BY k2) AS rn
  FROM SkUpd)
WHERE rn <= 3;

-- case: sink key: an INSERT column list puts the keys in the sink's column order
-- versions: 2.3
INSERT INTO SkReordered (k1, k2, v, id, ts, rn)
SELECT * FROM (
  SELECT k1, k2, v, id, ts, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2) AS rn
  FROM SkIns)
WHERE rn <= 2;

-- case: sink key: a keyed retract sink is checked too when the query updates
-- versions: 2.3
INSERT INTO SkAllById
SELECT * FROM (
  SELECT k1, k2, v, id, ts, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2, v) AS rn
  FROM SkUpd)
WHERE rn <= 1;

-- case: sink key: the check comes before the OVER ordering error
-- versions: 2.3
INSERT INTO SkAllByK1
SELECT k1, k2, v, id, ts, rn FROM (
  SELECT k1, k2, v, id, ts, ROW_NUMBER() OVER (ORDER BY k1 DESC) AS rn
  FROM SkUpd)
WHERE rn <= 1 OR k2 > 0;

-- case: sink key: an upsert sink keeps update-before when the query's key is only within its key
INSERT INTO SkByK1
SELECT k1, k2, v, id, ts FROM (
  SELECT k1, k2, v, id, ts, ROW_NUMBER() OVER (ORDER BY k1 DESC) AS rn
  FROM SkIns)
WHERE rn <= 1;

-- case: rank node: a join's repeated field name gets a counter
INSERT INTO SkJoined
SELECT k1, k2, v, id, rv FROM (
  SELECT k1, k2, v, id, rv, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2) AS rn
  FROM (SELECT l.k1, l.k2, l.v, l.id, r.v AS rv FROM SkIns l JOIN SkIns2 r ON l.id = r.id))
WHERE rn <= 4;

-- case: rank node: a computed field is named by its position
INSERT INTO SkComputed
SELECT k1, e FROM (
  SELECT k1, e, ROW_NUMBER() OVER (ORDER BY k1, e) AS rn
  FROM (SELECT k1, k2 + 1 AS e FROM SkIns))
WHERE rn > 1 AND rn <= 3;

-- case: rank node: a sort on a rowtime attribute is marked once, before all keys
INSERT INTO SkAppend
SELECT k1, k2, v, id, ts FROM (
  SELECT k1, k2, v, id, ts, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2, ts) AS rn
  FROM SkUpd)
WHERE rn <= 4;

-- case: rank node: a sort on a processing-time attribute is not marked
INSERT INTO SkAppendPt
SELECT k1, k2, v, id, ts, pt FROM (
  SELECT k1, k2, v, id, ts, pt, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY pt) AS rn
  FROM SkProc)
WHERE rn <= 4;

CREATE TABLE RtReversed (window_time TIMESTAMP(3), c STRING, ts TIMESTAMP(3)) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');

-- case: two rowtimes written through a column list are named in the sink's column order
INSERT INTO RtReversed (c, ts, window_time)
SELECT c, ts, window_time FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES));

-- case: two rowtimes written without a column list are named in the query's order
INSERT INTO RtReversed
SELECT ts, c, window_time FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES));

CREATE TABLE StarSink (ts TIMESTAMP(3), c STRING, b BIGINT, a INT, rn BIGINT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'all');
CREATE VIEW RankedT AS SELECT a, b, c, ts, rn FROM (
  SELECT a, b, c, ts, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b) AS rn FROM T);

-- case: a column list with a star query: Flink 1.20 counts the star as one column (FLINK-36266, fixed in 2.0)
INSERT INTO StarSink (a, b, c, ts) SELECT * FROM T;

-- case: a column list with a star over a ranked view: Flink 1.20 counts the star as one column
INSERT INTO StarSink (a, b, c, ts, rn) SELECT * FROM RankedT WHERE rn <= 1;

-- case: a column list with a star and another column
INSERT INTO StarSink (a, b, c, ts, rn) SELECT *, CAST(1 AS BIGINT) FROM T;

-- case: a column list with a qualified star in a union
INSERT INTO StarSink (a, b, c, ts) SELECT T.* FROM T UNION ALL SELECT a, b, c, ts FROM T;

-- case: a column list with the columns written out is planned by every version
INSERT INTO StarSink (a, b, c, ts, rn) SELECT a, b, c, ts, rn FROM RankedT WHERE rn <= 1;

-- What a Rank node prints for rank numbers (FlinkLogicalRankRule names the number after the Calc
-- above the window unless that Calc only drops fields; a stacked ranking carries the number of the
-- one below it).
CREATE TABLE SkAppendRn (k1 STRING, k2 INT, v BIGINT, id INT, ts TIMESTAMP(3), rn BIGINT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE TABLE SkAppendRnFirst (rn BIGINT, k1 STRING, k2 INT, v BIGINT, id INT, ts TIMESTAMP(3)) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE TABLE SkAppendSome (k1 STRING, k2 INT, rn BIGINT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE TABLE SkAppendTwice (k1 STRING, k2 INT, rn BIGINT, r2 BIGINT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE TABLE SkAppendCounts (k1 STRING, a0 BIGINT, a1 BIGINT, a2 BIGINT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE TABLE SkAppendKv (k1 STRING, k2 INT, v BIGINT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');

-- case: rank number: an identity projection leaves the window's name
INSERT INTO SkAppendRn
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2) AS rn FROM SkIns)
WHERE rn <= 3;

-- case: rank number: a projection that only drops fields leaves the window's name
INSERT INTO SkAppendSome
SELECT k1, k2, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2) AS rn FROM SkIns)
WHERE rn <= 3;

-- case: rank number: a reordering projection names it
INSERT INTO SkAppendRnFirst
SELECT rn, k1, k2, v, id, ts FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2) AS rn FROM SkIns)
WHERE rn <= 3;

-- case: rank number: the reordering of an INSERT column list names it
-- versions: 2.3
INSERT INTO SkAppendRnFirst (k1, k2, v, id, ts, rn)
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2) AS rn FROM SkIns)
WHERE rn <= 3;

-- case: rank number: read twice, the last name wins
INSERT INTO SkAppendTwice
SELECT k1, k2, rn, rn AS r2 FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2) AS rn FROM SkIns)
WHERE rn <= 3;

-- case: rank number: a filter on a dropped field keeps the projection, which names it
INSERT INTO SkAppendSome
SELECT k1, k2, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2) AS rn FROM SkIns)
WHERE rn <= 3 AND v > 1;

-- case: rank number: a stacked ranking carries the constant number of the one below
INSERT INTO SkAppend
SELECT k1, k2, v, id, ts FROM (
  SELECT k1, k2, v, id, ts, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2) AS rn2
  FROM (SELECT k1, k2, v, id, ts FROM (
    SELECT k1, k2, v, id, ts, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY ts) AS rn
    FROM SkIns)
  WHERE rn = 1))
WHERE rn2 <= 5;

-- case: rank number: a stacked ranking carries the unread number of the one below
INSERT INTO SkAppendKv
SELECT k1, k2, v FROM (
  SELECT k1, k2, v, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2) AS rn2
  FROM (SELECT k1, k2, v, id, ts FROM (
    SELECT k1, k2, v, id, ts, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY ts) AS rn
    FROM SkIns)
  WHERE rn <= 2))
WHERE rn2 <= 5;

-- case: rank number: repeated aggregate fields keep the projection, which names the carried number
INSERT INTO SkAppendCounts
SELECT k1, a0, a1, a2 FROM (
  SELECT k1, a0, a1, a2, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY a0) AS rn2
  FROM (SELECT k1, a0, a1, a2 FROM (
    SELECT k1, a0, a1, a2, ROW_NUMBER() OVER (ORDER BY k1, a0) AS rn
    FROM (SELECT k1, COUNT(*) AS a0, COUNT(*) AS a1, COUNT(*) AS a2 FROM SkIns GROUP BY k1))
  WHERE rn <= 1))
WHERE rn2 <= 1;

-- case: rank number: a filter pinning RANK to one value projects that literal instead
INSERT INTO SkAppendRn
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY k1 ORDER BY k2) AS rn FROM SkIns)
WHERE rn = 1;

-- case: rank number: a bound from above pins nothing
INSERT INTO SkAppendRn
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY k1 ORDER BY k2) AS rn FROM SkIns)
WHERE rn <= 1;

-- case: rank number: two bounds on one value pin DENSE_RANK
INSERT INTO SkAppendRn
SELECT * FROM (SELECT *, DENSE_RANK() OVER (PARTITION BY k1 ORDER BY k2) AS rn FROM SkIns)
WHERE rn >= 2 AND rn <= 2;

CREATE TABLE SkComputedKc (k1 STRING, e INT, kc STRING) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE TABLE SkComputedAll (k1 STRING, k2 INT, v BIGINT, id INT, e INT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');

-- case: rank node: a projected literal is pulled above the Rank, keys included
INSERT INTO SkComputedKc
SELECT k1, e, kc FROM (
  SELECT k1, e, kc, ROW_NUMBER() OVER (PARTITION BY kc ORDER BY k1) AS rn
  FROM (SELECT k1, v, 'x' AS kc, k2 + 1 AS e FROM SkIns))
WHERE rn <= 3;

-- case: rank node: a computed field is named by its position among the fields kept
INSERT INTO SkComputed
SELECT k1, e FROM (
  SELECT k1, e, ROW_NUMBER() OVER (ORDER BY k1) AS rn
  FROM (SELECT k1, v, 'x' AS kc, k2 + 1 AS e FROM SkIns))
WHERE rn <= 3;

-- case: rank node: a computed field over a filtered scan is named by its position
INSERT INTO SkComputedAll
SELECT k1, k2, v, id, e FROM (
  SELECT k1, k2, v, id, e, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2) AS rn
  FROM (SELECT k1, k2, v, id, k2 + 1 AS e FROM SkIns WHERE k2 > 0))
WHERE rn BETWEEN 2 AND 3;

-- Constants pruned from a Rank are in none of its keys; a window top-1 is keyed by its partition.
CREATE TABLE SkConstIns (k1 STRING, k2 INT, v BIGINT, d DOUBLE, id INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I');
CREATE TABLE SkCountsByK1 (k1 STRING NOT NULL, kc STRING, a0 BIGINT, PRIMARY KEY (k1) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE SkConstRanked (k1 STRING NOT NULL, v BIGINT, kc STRING, rn BIGINT, PRIMARY KEY (k1) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');
CREATE TABLE SkWinByStart (window_start TIMESTAMP(3) NOT NULL, window_end TIMESTAMP(3), cnt BIGINT, sv BIGINT, PRIMARY KEY (window_start) NOT ENFORCED) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'upsert');

-- case: sink keys: a top-1 partitioned by a constant is keyed by nothing, within any primary key
INSERT INTO SkCountsByK1
SELECT k1, kc, a0 FROM (
  SELECT k1, kc, a0, ROW_NUMBER() OVER (PARTITION BY kc ORDER BY k1) AS rn
  FROM (SELECT k1, kc, COUNT(*) AS a0 FROM (SELECT k1, 'k' AS kc FROM SkConstIns) GROUP BY k1, kc))
WHERE rn <= 1;

-- case: sink keys: a numbered rank partitioned by a constant is keyed by its number alone
INSERT INTO SkConstRanked
SELECT k1, v, kc, rn FROM (
  SELECT k1, v, kc, ROW_NUMBER() OVER (PARTITION BY kc ORDER BY k1) AS rn
  FROM (SELECT k1, v, 'x' AS kc FROM SkConstIns))
WHERE rn BETWEEN 2 AND 3;

-- case: sink keys: a window top-1 is keyed by its partition without the window bounds
INSERT INTO SkWinByStart
SELECT window_start, window_end, cnt, sv FROM (
  SELECT window_start, window_end, cnt, sv,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end, cnt ORDER BY cnt, sv) AS rn
  FROM (SELECT window_start, window_end, COUNT(*) AS cnt, SUM(v) AS sv
    FROM TABLE(TUMBLE(TABLE SkConstIns, DESCRIPTOR(ts), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end))
WHERE rn <= 1;

-- case: sink keys: a top-1 partitioned by an inner top-1's number keeps that number as its key
INSERT INTO SkRanked
SELECT k1, k2, v, id, rn FROM (
  SELECT k1, k2, v, id, rn, ROW_NUMBER() OVER (PARTITION BY rn ORDER BY k1, k2) AS rn2
  FROM (SELECT k1, k2, v, id, rn FROM (
    SELECT k1, k2, v, id, ROW_NUMBER() OVER (ORDER BY k1) AS rn FROM SkConstIns)
  WHERE rn <= 1))
WHERE rn2 <= 1;
