-- Top-N over updating inputs: strategies (UpdateFast / Retract), monotonicity, CDC and upsert sources, joins.
CREATE TABLE T (
  a INT,
  b BIGINT,
  c STRING,
  d DOUBLE,
  ts TIMESTAMP(3),
  pt AS PROCTIME(),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE U (
  a INT,
  x STRING,
  y BIGINT
) WITH ('connector' = 'datagen');
CREATE TABLE CDC (
  id INT,
  category STRING,
  price BIGINT,
  ts TIMESTAMP(3),
  PRIMARY KEY (id) NOT ENFORCED
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I,UB,UA,D');
CREATE TABLE CDC_NOKEY (
  id INT,
  category STRING,
  price BIGINT
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I,UB,UA,D');
CREATE TABLE UpsertSrc (
  id INT,
  category STRING,
  price BIGINT,
  PRIMARY KEY (id) NOT ENFORCED
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I,UA,D');

-- case: top-n over count is update-fast
SELECT * FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt DESC) AS rn
  FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY a, c))
WHERE rn <= 3;

-- case: top-n over count without rank number is update-fast
SELECT a, c, cnt FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt DESC) AS rn
  FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY a, c))
WHERE rn <= 3;

-- case: top-n over count ascending is retract
SELECT * FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt ASC) AS rn
  FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY a, c))
WHERE rn <= 3;

-- case: top-n over max is update-fast
SELECT * FROM (
  SELECT a, c, mx, ROW_NUMBER() OVER (PARTITION BY a ORDER BY mx DESC) AS rn
  FROM (SELECT a, c, MAX(b) AS mx FROM T GROUP BY a, c))
WHERE rn <= 3;

-- case: top-n over min ascending is update-fast
SELECT * FROM (
  SELECT a, c, mn, ROW_NUMBER() OVER (PARTITION BY a ORDER BY mn ASC) AS rn
  FROM (SELECT a, c, MIN(b) AS mn FROM T GROUP BY a, c))
WHERE rn <= 3;

-- case: top-n over max ascending is retract
SELECT * FROM (
  SELECT a, c, mx, ROW_NUMBER() OVER (PARTITION BY a ORDER BY mx ASC) AS rn
  FROM (SELECT a, c, MAX(b) AS mx FROM T GROUP BY a, c))
WHERE rn <= 3;

-- case: top-n over sum is retract
SELECT * FROM (
  SELECT a, c, s, ROW_NUMBER() OVER (PARTITION BY a ORDER BY s DESC) AS rn
  FROM (SELECT a, c, SUM(b) AS s FROM T GROUP BY a, c))
WHERE rn <= 3;

-- case: top-n over sum of non-negative values is update-fast
SELECT * FROM (
  SELECT a, c, s, ROW_NUMBER() OVER (PARTITION BY a ORDER BY s DESC) AS rn
  FROM (SELECT a, c, SUM(b) AS s FROM T WHERE b >= 0 GROUP BY a, c))
WHERE rn <= 3;

-- case: partition key outside upsert key is retract
SELECT * FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY c ORDER BY cnt DESC) AS rn
  FROM (SELECT a, c, b, COUNT(*) AS cnt FROM T GROUP BY a, b, c))
WHERE rn <= 3;

-- case: top-n over count with tie-breaker key
SELECT * FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt DESC, c ASC) AS rn
  FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY a, c))
WHERE rn <= 3;

-- case: top-1 over count is update-fast
SELECT a, c, cnt FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt DESC) AS rn
  FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY a, c))
WHERE rn = 1;

-- case: global top-n over count
SELECT c, cnt FROM (
  SELECT c, cnt, ROW_NUMBER() OVER (ORDER BY cnt DESC) AS rn
  FROM (SELECT c, COUNT(*) AS cnt FROM T GROUP BY c))
WHERE rn <= 10;

-- case: top-n over count distinct
SELECT * FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt DESC) AS rn
  FROM (SELECT a, c, COUNT(DISTINCT b) AS cnt FROM T GROUP BY a, c))
WHERE rn <= 3;

-- case: top-n over cdc source is retract
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY price DESC) AS rn FROM CDC)
WHERE rn <= 3;

-- case: top-n over cdc source partitioned by its key
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY id ORDER BY price DESC) AS rn FROM CDC)
WHERE rn <= 3;

-- case: top-n over cdc without key is retract
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY price DESC) AS rn FROM CDC_NOKEY)
WHERE rn <= 3;

-- case: top-n over upsert source
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY price DESC) AS rn FROM UpsertSrc)
WHERE rn <= 3;

-- case: top-n over upsert source without rank number
SELECT id, category, price FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY price DESC) AS rn FROM UpsertSrc)
WHERE rn <= 3;

-- case: nested top-n
SELECT * FROM (
  SELECT a, b, rn, ROW_NUMBER() OVER (PARTITION BY b ORDER BY rn DESC) AS rk
  FROM (SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 10))
WHERE rk <= 3;

-- case: nested top-n without inner rank number
SELECT * FROM (
  SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b ASC) AS rk
  FROM (SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 10))
WHERE rk <= 3;

-- case: aggregate over top-n
SELECT a, SUM(b) AS s FROM (
  SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3)
GROUP BY a;

-- case: count over top-n without rank number
SELECT c, COUNT(*) AS cnt FROM (
  SELECT a, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3)
GROUP BY c;

-- case: top-n after inner join of append streams
SELECT * FROM (
  SELECT T.a, T.b, U.x, ROW_NUMBER() OVER (PARTITION BY T.a ORDER BY T.b DESC) AS rn
  FROM T JOIN U ON T.a = U.a)
WHERE rn <= 3;

-- case: top-n after left join
SELECT * FROM (
  SELECT T.a, T.b, U.x, ROW_NUMBER() OVER (PARTITION BY T.a ORDER BY T.b DESC) AS rn
  FROM T LEFT JOIN U ON T.a = U.a)
WHERE rn <= 3;

-- case: top-n after join with cdc
SELECT * FROM (
  SELECT T.a, T.b, CDC.category, ROW_NUMBER() OVER (PARTITION BY CDC.category ORDER BY T.b DESC) AS rn
  FROM T JOIN CDC ON T.a = CDC.id)
WHERE rn <= 3;

-- case: top-n after union all of append streams
SELECT * FROM (
  SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn
  FROM (SELECT a, b FROM T UNION ALL SELECT a, y AS b FROM U))
WHERE rn <= 3;

-- case: top-n after distinct
SELECT * FROM (
  SELECT a, c, ROW_NUMBER() OVER (PARTITION BY a ORDER BY c DESC) AS rn
  FROM (SELECT DISTINCT a, c FROM T))
WHERE rn <= 3;

-- case: top-n after interval join
SELECT * FROM (
  SELECT L.a, L.b, ROW_NUMBER() OVER (PARTITION BY L.a ORDER BY R.b DESC) AS rn
  FROM T L JOIN T R ON L.a = R.a AND L.ts BETWEEN R.ts - INTERVAL '1' MINUTE AND R.ts)
WHERE rn <= 3;

-- case: filter after top-n on updating input
SELECT * FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt DESC) AS rn
  FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY a, c))
WHERE rn <= 3 AND cnt > 10;

-- case: top-n over window aggregation result regrouped
SELECT * FROM (
  SELECT item, total, ROW_NUMBER() OVER (PARTITION BY item ORDER BY total DESC) AS rn
  FROM (
    SELECT c AS item, SUM(b) AS total FROM (
      SELECT window_start, window_end, c, SUM(b) AS b
      FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '10' MINUTES))
      GROUP BY window_start, window_end, c)
    GROUP BY c))
WHERE rn <= 3;

-- case: order by limit is a sort limit
SELECT a, b FROM T ORDER BY b DESC LIMIT 5;

-- case: order by limit over aggregation
SELECT c, cnt FROM (SELECT c, COUNT(*) AS cnt FROM T GROUP BY c) ORDER BY cnt DESC LIMIT 5;

-- case: top-n over a rollup count
SELECT * FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt DESC) AS rn
  FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY ROLLUP (a, c)))
WHERE rn <= 3;

-- case: top-n over a cube count without rank number
SELECT a, c, cnt FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt DESC) AS rn
  FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY CUBE (a, c)))
WHERE rn <= 3;

-- case: top-n over grouping sets with a key in every set
SELECT * FROM (
  SELECT a, c, cnt, ROW_NUMBER() OVER (PARTITION BY a ORDER BY cnt DESC) AS rn
  FROM (SELECT a, c, COUNT(*) AS cnt FROM T GROUP BY a, GROUPING SETS ((c), ())))
WHERE rn <= 3;

-- case: top-n over upsert source ordered by its key is update-fast
SELECT id, category, price FROM (
  SELECT *, ROW_NUMBER() OVER (ORDER BY id DESC) AS rn FROM UpsertSrc)
WHERE rn <= 1;

-- case: top-n over upsert source ordered by a value is retract
SELECT id, category, price FROM (
  SELECT *, ROW_NUMBER() OVER (ORDER BY price DESC) AS rn FROM UpsertSrc)
WHERE rn <= 1;

-- case: top-n over cdc source ordered by its key is retract
SELECT id, category, price FROM (
  SELECT *, ROW_NUMBER() OVER (ORDER BY id DESC) AS rn FROM CDC)
WHERE rn <= 1;

-- case: top-n over filtered upsert source ordered by its key is update-fast
-- versions: 2.3
SELECT id, category, price FROM (
  SELECT *, ROW_NUMBER() OVER (ORDER BY id) AS rn FROM UpsertSrc WHERE price > 0)
WHERE rn <= 1;

-- case: constant group key is not part of the upsert key
SELECT a, c, k, cnt FROM (
  SELECT a, c, k, cnt, ROW_NUMBER() OVER (ORDER BY a) AS rn
  FROM (SELECT a, c, k, COUNT(*) AS cnt FROM (SELECT a, c, 'k' AS k FROM T) GROUP BY a, c, k))
WHERE rn <= 1;

-- case: top-n over sum with a non-negative filter clause is update-fast
SELECT * FROM (
  SELECT a, s, ROW_NUMBER() OVER (ORDER BY s DESC) AS rn
  FROM (SELECT a, SUM(b) FILTER (WHERE b >= 0) AS s FROM T GROUP BY a))
WHERE rn <= 3;

-- case: top-n over sum with a non-positive filter clause ascending is update-fast
SELECT * FROM (
  SELECT a, s, ROW_NUMBER() OVER (ORDER BY s ASC) AS rn
  FROM (SELECT a, SUM(b) FILTER (WHERE b <= 0) AS s FROM T GROUP BY a))
WHERE rn <= 3;

-- case: top-n over sum of a case of literals is update-fast
SELECT * FROM (
  SELECT a, s, ROW_NUMBER() OVER (ORDER BY s DESC) AS rn
  FROM (SELECT a, SUM(CASE WHEN b > 0 THEN 1 ELSE NULL END) AS s FROM T GROUP BY a))
WHERE rn <= 3;

-- case: top-n over sum with an unbounded filter clause is retract
SELECT * FROM (
  SELECT a, s, ROW_NUMBER() OVER (ORDER BY s DESC) AS rn
  FROM (SELECT a, SUM(b) FILTER (WHERE c = 'x') AS s FROM T GROUP BY a))
WHERE rn <= 3;

CREATE TABLE Keyed (
  id INT NOT NULL,
  category STRING,
  price BIGINT,
  PRIMARY KEY (id) NOT ENFORCED
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I');

-- case: max grouped by a source key is removed so the top-n appends
SELECT category, id, top_price FROM (
  SELECT category, id, top_price, ROW_NUMBER() OVER (ORDER BY category) AS rn
  FROM (SELECT category, id, MAX(price) AS top_price FROM Keyed GROUP BY category, id))
WHERE rn <= 1;

-- case: count grouped by a source key is not removed
SELECT category, id, cnt FROM (
  SELECT category, id, cnt, ROW_NUMBER() OVER (ORDER BY category) AS rn
  FROM (SELECT category, id, COUNT(price) AS cnt FROM Keyed GROUP BY category, id))
WHERE rn <= 1;

-- case: top-n over a filtered count is update-fast
SELECT * FROM (
  SELECT a, fc, ROW_NUMBER() OVER (ORDER BY fc DESC) AS rn
  FROM (SELECT a, COUNT(*) FILTER (WHERE b > 20) AS fc FROM T GROUP BY a))
WHERE rn <= 3;

-- case: top-n over a group by of a constant alone loses its key and retracts
SELECT * FROM (
  SELECT g, fc, cnt, ROW_NUMBER() OVER (ORDER BY fc DESC) AS rn
  FROM (SELECT g, COUNT(*) FILTER (WHERE b > 20) AS fc, COUNT(*) AS cnt
        FROM (SELECT 'all' AS g, * FROM T) GROUP BY g))
WHERE rn <= 3;

-- case: top-n partitioned by a constant group key retracts too
SELECT * FROM (
  SELECT g, cnt, ROW_NUMBER() OVER (PARTITION BY g ORDER BY cnt DESC) AS rn
  FROM (SELECT g, COUNT(*) AS cnt FROM (SELECT 1 AS g, * FROM T) GROUP BY g))
WHERE rn <= 3;

-- Upsert keys and the UpdateFast key: Flink picks the first of all the Rank input's upsert keys (in
-- java.util.HashSet order) after CalcRankTransposeRule kept every field of those keys.
CREATE TABLE UkIns (
  k1 STRING,
  k2 INT,
  v BIGINT,
  id INT NOT NULL,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND,
  PRIMARY KEY (id) NOT ENFORCED
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I');
CREATE TABLE UkChg (
  k1 STRING,
  k2 INT,
  v BIGINT,
  id INT NOT NULL,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND,
  PRIMARY KEY (id) NOT ENFORCED
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I,UA,D');
CREATE TABLE UkPair (
  k1 STRING NOT NULL,
  k2 INT NOT NULL,
  v BIGINT,
  PRIMARY KEY (k1, k2) NOT ENFORCED
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I,UA,D');

-- case: keys: top-1 over a rank whose number nothing reads keeps that number as its key
SELECT k1, k2, v FROM (
  SELECT k1, k2, v, ROW_NUMBER() OVER (ORDER BY k1) AS rn2
  FROM (SELECT k1, k2, v FROM (
    SELECT k1, k2, v, ROW_NUMBER() OVER (PARTITION BY k1 ORDER BY k2) AS rn FROM UkIns)
  WHERE rn <= 5))
WHERE rn2 <= 1;

-- case: keys: top-1 over a rank with a two-field partition and an offset
SELECT k1, k2, v, id FROM (
  SELECT k1, k2, v, id, ROW_NUMBER() OVER (ORDER BY k1) AS rn2
  FROM (SELECT k1, k2, v, id FROM (
    SELECT k1, k2, v, id, ROW_NUMBER() OVER (PARTITION BY k1, k2 ORDER BY v) AS rn FROM UkIns)
  WHERE rn > 1 AND rn <= 3))
WHERE rn2 <= 1;

-- case: keys: min of a group key beside a sum and count of one field is the key itself
SELECT k1, k2, a2 FROM (
  SELECT k1, k2, a2, ROW_NUMBER() OVER (PARTITION BY a2 ORDER BY k1) AS rn
  FROM (SELECT k1, k2, COUNT(v) AS c, SUM(v) AS s, MIN(k2) AS a2 FROM UkIns GROUP BY k1, k2))
WHERE rn <= 1;

-- case: keys: max of two group keys: the first key of the projected copies
SELECT k1, k2, a2 FROM (
  SELECT k1, k2, a2, ROW_NUMBER() OVER (PARTITION BY a2 ORDER BY k1) AS rn
  FROM (SELECT k1, k2, COUNT(v) AS c, SUM(v) AS s, MAX(k1) AS a1, MAX(k2) AS a2
        FROM UkIns GROUP BY k1, k2))
WHERE rn <= 1;

-- case: keys: min of a group key without a sum and count of one field stays an aggregate
SELECT k1, k2, a2 FROM (
  SELECT k1, k2, a2, ROW_NUMBER() OVER (PARTITION BY a2 ORDER BY k1) AS rn
  FROM (SELECT k1, k2, COUNT(*) AS c, SUM(k2) AS s, MIN(k2) AS a2 FROM UkIns GROUP BY k1, k2))
WHERE rn <= 1;

-- case: keys: top-1 over an inner join of keyed sides indexes by the right side's key
SELECT k1, k2, v, id, rv FROM (
  SELECT k1, k2, v, id, rv, ROW_NUMBER() OVER (ORDER BY k1) AS rn
  FROM (SELECT l.k1, l.k2, l.v, l.id, r.v AS rv FROM UkIns l JOIN UkChg r ON l.id = r.id))
WHERE rn <= 1;

-- case: keys: top-1 over an inner join reading neither join key keeps both
SELECT k1, k2, v, rv FROM (
  SELECT k1, k2, v, rv, ROW_NUMBER() OVER (ORDER BY k1) AS rn
  FROM (SELECT l.k1, l.k2, l.v, r.v AS rv FROM UkIns l JOIN UkChg r ON l.id = r.id))
WHERE rn <= 1;

-- case: keys: top-1 over a left join indexes by both join keys
SELECT k1, k2, v, id, rv FROM (
  SELECT k1, k2, v, id, rv, ROW_NUMBER() OVER (ORDER BY k1) AS rn
  FROM (SELECT l.k1, l.k2, l.v, l.id, r.v AS rv FROM UkIns l LEFT JOIN UkChg r ON l.id = r.id))
WHERE rn <= 1;

-- case: keys: top-1 over a keyed changelog keeps the whole primary key below the rank
SELECT k1 FROM (
  SELECT k1, ROW_NUMBER() OVER (ORDER BY k1) AS rn FROM (SELECT k1 FROM UkPair))
WHERE rn <= 1;

-- case: keys: a filter on the inner partition between stacked ranks (1.20 then asks for UPDATE_BEFORE)
SELECT k1, k2, v, id FROM (
  SELECT k1, k2, v, id, ROW_NUMBER() OVER (ORDER BY id DESC) AS rn2
  FROM (SELECT k1, k2, v, id FROM (
    SELECT k1, k2, v, id, ROW_NUMBER() OVER (PARTITION BY k2 ORDER BY id DESC) AS rn FROM UkIns)
  WHERE rn <= 5 AND k2 > 0))
WHERE rn2 <= 1;
