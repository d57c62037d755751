-- Statements Flink rejects, and near misses it accepts: the model must name the same error.
CREATE TABLE T (
  a INT,
  b BIGINT,
  c STRING,
  d DOUBLE,
  e BIGINT,
  ts TIMESTAMP(3),
  pt AS PROCTIME(),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE CDC (
  a INT,
  b BIGINT,
  ts TIMESTAMP(3),
  PRIMARY KEY (a) NOT ENFORCED,
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I,UB,UA,D');

-- case: rank in streaming top-n
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T) WHERE rk <= 3;

-- case: dense rank in streaming top-n
SELECT * FROM (SELECT *, DENSE_RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T) WHERE rk <= 3;

-- case: rank on proctime equals one
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a ORDER BY pt) AS rk FROM T) WHERE rk = 1;

-- case: percent rank with filter
SELECT * FROM (SELECT *, PERCENT_RANK() OVER (PARTITION BY a ORDER BY b DESC) AS pr FROM T) WHERE pr <= 3;

-- case: percent rank plain over on rowtime
SELECT a, PERCENT_RANK() OVER (PARTITION BY a ORDER BY ts) AS pr FROM T;

-- case: rank plain over on rowtime
SELECT a, RANK() OVER (PARTITION BY a ORDER BY ts) AS rk FROM T;

-- case: row number without order by
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a) AS rn FROM T) WHERE rn <= 3;

-- case: row number with constant order by
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY 'x') AS rn FROM T) WHERE rn <= 3;

-- case: rank without order by
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a) AS rk FROM T) WHERE rk <= 3;

-- case: dense rank without order by
SELECT * FROM (SELECT *, DENSE_RANK() OVER (PARTITION BY a) AS rk FROM T) WHERE rk <= 3;

-- case: row number with explicit frame
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS rn FROM T) WHERE rn <= 3;

-- case: row number with unbounded frame
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS rn FROM T) WHERE rn <= 3;

-- case: row number and rank over the same window
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn, RANK() OVER (PARTITION BY a ORDER BY b DESC) AS rk FROM T) WHERE rn <= 3;

-- case: row number and sum over another window
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn, SUM(b) OVER (PARTITION BY a ORDER BY ts) AS s FROM T) WHERE rn <= 3;

-- case: row number and count over the same rows window
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts) AS rn, COUNT(*) OVER (PARTITION BY a ORDER BY ts ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS cnt FROM T) WHERE rn <= 3;

-- case: two identical row numbers are merged
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn2 FROM T) WHERE rn <= 3;

-- case: variable rank end on non-key column
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= e;

-- case: variable rank end on first column with a narrow projection
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= a;

-- case: over with two order keys without filter
SELECT a, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts, b) AS rn FROM T;

-- case: over on proctime without filter
SELECT a, ROW_NUMBER() OVER (PARTITION BY a ORDER BY pt) AS rn FROM T;

-- case: over on rowtime descending without filter
SELECT a, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts DESC) AS rn FROM T;

-- case: time ordered over on updating input
SELECT a, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts) AS rn FROM CDC;

-- case: interval join over updating input
SELECT * FROM (
  SELECT T.a, T.b, ROW_NUMBER() OVER (PARTITION BY T.a ORDER BY CDC.b DESC) AS rn
  FROM T JOIN CDC ON T.a = CDC.a AND T.ts BETWEEN CDC.ts - INTERVAL '1' MINUTE AND CDC.ts)
WHERE rn <= 3;

-- case: same-level alias in where is unknown
SELECT a, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T WHERE rn <= 3;

-- case: sum over without order
SELECT a, SUM(b) OVER (PARTITION BY a) AS s FROM T;

-- case: count over rowtime range
SELECT a, COUNT(*) OVER (PARTITION BY a ORDER BY ts RANGE BETWEEN INTERVAL '1' HOUR PRECEDING AND CURRENT ROW) AS cnt FROM T;

-- case: top-n over non-time ascending without filter on 2.3 is an updating over
-- versions: 2.3
SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b ASC) AS rn FROM T;

-- case: over with or filter ascending on non-time
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b ASC) AS rn FROM T) WHERE rn <= 3 OR c = 'x';

-- case: variable rank end on a pruned column
SELECT a FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= e;

-- case: variable rank end shifted by pruning
SELECT a, e FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= e;

-- case: top-n over legacy group window aggregation
SELECT * FROM (
  SELECT c, cnt, ROW_NUMBER() OVER (PARTITION BY wstart ORDER BY cnt DESC) AS rn
  FROM (SELECT TUMBLE_START(ts, INTERVAL '1' MINUTE) AS wstart, c, COUNT(*) AS cnt FROM T GROUP BY TUMBLE(ts, INTERVAL '1' MINUTE), c))
WHERE rn <= 3;

-- case: malformed interval literal
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T WHERE ts > ts - INTERVAL '4DESC' HOUR) WHERE rn <= 3;

-- case: ntile over with a literal argument
SELECT a, NTILE(2) OVER (PARTITION BY a ORDER BY ts) AS tile FROM T;

-- case: lead over in streaming
SELECT a, LEAD(b) OVER (PARTITION BY a ORDER BY ts) AS next_b FROM T;

-- case: lag over in streaming
SELECT a, LAG(b) OVER (PARTITION BY a ORDER BY ts) AS prev_b FROM T;

-- case: percent rank with a fractional bound
SELECT * FROM (SELECT *, PERCENT_RANK() OVER (PARTITION BY a ORDER BY b DESC) AS pr FROM T) WHERE pr <= 0.5;

-- case: cume dist with a fractional bound
SELECT * FROM (SELECT *, CUME_DIST() OVER (PARTITION BY a ORDER BY b DESC) AS cd FROM T) WHERE cd < 0.25;

-- case: cume dist with an integer bound
SELECT * FROM (SELECT *, CUME_DIST() OVER (PARTITION BY a ORDER BY b DESC) AS cd FROM T) WHERE cd <= 1;

-- case: ntile with a bound
SELECT * FROM (SELECT *, NTILE(4) OVER (PARTITION BY a ORDER BY b DESC) AS q FROM T) WHERE q <= 2;

-- case: row number with a fractional bound
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 2.5;

-- case: tumble without the table keyword
SELECT * FROM TABLE(TUMBLE(T, DESCRIPTOR(ts), INTERVAL '10' MINUTES));

-- case: tumble without the table keyword under a window top-n
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY b DESC) AS rn
  FROM TABLE(TUMBLE(T, DESCRIPTOR(ts), INTERVAL '10' MINUTES)))
WHERE rn <= 3;

-- case: hop without the table keyword
SELECT * FROM TABLE(HOP(T, DESCRIPTOR(ts), INTERVAL '5' MINUTES, INTERVAL '10' MINUTES));

-- case: tumble without the table keyword on an unknown descriptor
SELECT * FROM TABLE(TUMBLE(T, DESCRIPTOR(nope), INTERVAL '10' MINUTES));

-- case: tumble without the table keyword in batch
-- mode: batch
SELECT * FROM TABLE(TUMBLE(T, DESCRIPTOR(ts), INTERVAL '10' MINUTES));

-- case: tumble without the table keyword with named arguments
SELECT * FROM TABLE(TUMBLE(DATA => T, TIMECOL => DESCRIPTOR(ts), SIZE => INTERVAL '10' MINUTES));

-- Order keys Flink's rewrite reduces to a literal are dropped like a literal ORDER BY key: the
-- projected constant is carried up through views, projections, joins, UNION ALL and GROUP BY.
CREATE VIEW TX AS SELECT *, 'x' AS k FROM T;
CREATE VIEW TX2 AS SELECT a, b, k AS k2, ts FROM TX;

-- case: row number ordered by a literal column of a subquery
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM (SELECT *, 'x' AS k FROM T)) WHERE rn <= 3;

-- case: row number ordered by a literal column of a view
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM TX) WHERE rn <= 3;

-- case: row number ordered by a literal column renamed in a nested view
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k2) AS rn FROM TX2) WHERE rn <= 3;

-- case: row number ordered by a folded constant expression
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM (SELECT *, UPPER('x') AS k FROM T)) WHERE rn <= 3;

-- case: deduplication ordered by a literal column
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k DESC) AS rn FROM TX) WHERE rn = 1;

-- case: rank ordered by a literal column fails before the streaming rank check
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY a ORDER BY k) AS rk FROM TX) WHERE rk <= 3;

-- case: row number over a literal column without filter
SELECT a, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM TX;

-- case: literal column order through an inner join
SELECT * FROM (SELECT a, b, k, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM (SELECT l.a, l.b, l.k FROM TX l JOIN T r ON l.a = r.a)) WHERE rn <= 3;

-- case: literal column from the null-generating side of a left join stays a column
SELECT * FROM (SELECT a, b, k, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM (SELECT l.a, l.b, r.k FROM T l LEFT JOIN TX r ON l.a = r.a)) WHERE rn <= 3;

-- case: literal column order through union all of one literal
SELECT * FROM (SELECT a, b, k, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM (SELECT a, b, 'x' AS k FROM T UNION ALL SELECT a, b, 'x' AS k FROM T)) WHERE rn <= 3;

-- case: union all of different literals is no constant
SELECT * FROM (SELECT a, b, k, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM (SELECT a, b, 'x' AS k FROM T UNION ALL SELECT a, b, 'y' AS k FROM T)) WHERE rn <= 3;

-- case: literal group key order through an aggregation
SELECT * FROM (SELECT a, k, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM (SELECT a, k, COUNT(*) AS cnt FROM TX GROUP BY a, k)) WHERE rn <= 3;

-- case: aggregate of a literal column is no constant
SELECT * FROM (SELECT a, k, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM (SELECT a, MAX(k) AS k FROM TX GROUP BY a)) WHERE rn <= 3;

-- case: literal column order through an inner top-n
SELECT * FROM (SELECT a, b, k, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn2 FROM (SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM TX) WHERE rn <= 3)) WHERE rn2 <= 2;

-- case: literal column added after a window tvf fails window top-n
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY k) AS rn FROM (SELECT *, 'x' AS k FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '1' MINUTE)))) WHERE rn <= 3;

-- case: literal column read through a window tvf stays a column
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM TABLE(TUMBLE(TABLE TX, DESCRIPTOR(ts), INTERVAL '1' MINUTE))) WHERE rn <= 3;

-- case: literal column then a real order key
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k, b DESC) AS rn FROM TX) WHERE rn <= 3;

-- case: column filtered to one value is no constant
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY b ORDER BY a) AS rn FROM T WHERE a = 5) WHERE rn <= 3;

-- case: non-deterministic column is no constant
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY k) AS rn FROM (SELECT *, NOW() AS k FROM T)) WHERE rn <= 3;

-- A variable rank end compared with = must be a BIGINT or character column; Calcite casts any
-- other, so the rank rule does not fire. An ordered comparison casts a character column.

-- case: variable rank end equal to an int column
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn = a;

-- case: variable rank end equal to an int column reversed
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE a = rn;

-- case: variable rank end equal to a double column
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn = d;

-- case: variable rank end equal to a bigint column
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn = e;

-- case: variable rank end equal to a string column
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn = c;

-- case: variable rank end at most a string column
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= c;

-- case: variable rank end equal to an int column on a time order
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts) AS rn FROM T) WHERE rn = a;

-- Window TVF sizes must be intervals: Calcite's operand check names every operand's type.

-- case: tumble size as a bare number
SELECT * FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), 10));

-- case: hop slide as a bare number
SELECT * FROM TABLE(HOP(TABLE T, DESCRIPTOR(ts), 10, INTERVAL '1' MINUTE));

-- case: hop size as a bare number
SELECT * FROM TABLE(HOP(TABLE T, DESCRIPTOR(ts), INTERVAL '10' SECOND, 60));

-- case: cumulate step as a bare number
SELECT * FROM TABLE(CUMULATE(TABLE T, DESCRIPTOR(ts), 10, INTERVAL '1' MINUTE));

-- case: tumble offset as a bare number
SELECT * FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), INTERVAL '1' MINUTE, 10));

-- case: tumble size as a string
SELECT * FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), '10'));

-- case: tumble size as a decimal
SELECT * FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), 1.5));

-- case: session gap as a bare number
SELECT * FROM TABLE(SESSION(TABLE T PARTITION BY a, DESCRIPTOR(ts), 10));

-- case: tumble named size as a bare number
SELECT * FROM TABLE(TUMBLE(DATA => TABLE T, TIMECOL => DESCRIPTOR(ts), SIZE => 10));

-- case: window top-n over a tumble with a bare number size
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY b DESC) AS rn FROM TABLE(TUMBLE(TABLE T, DESCRIPTOR(ts), 10))) WHERE rn <= 3;

-- case: hop over a view with a bare number size
SELECT * FROM TABLE(HOP(TABLE TX2, DESCRIPTOR(ts), INTERVAL '1:30' HOUR TO MINUTE, 5000000000));

-- A function neither built in nor created in the script: Flink's validator names the call's
-- argument type families. The linter warns (UnknownFunction), as one may be registered elsewhere.

-- case: unknown function in the select list
SELECT a, MY_FUNC(b) FROM T;

-- case: unknown function in a top-n order
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY MY_FUNC(b) DESC) AS rn FROM T) WHERE rn <= 3;

-- case: unknown function in a filter under a top-n
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T WHERE my_func(c, b)) WHERE rn <= 3;

-- case: unknown function without arguments
SELECT a, MY_FUNC() FROM T;

-- case: unknown aggregate function
SELECT a, MY_AGG(b) FROM T GROUP BY a;

-- case: unknown function over a window
SELECT a, MY_AGG(b) OVER (PARTITION BY a ORDER BY ts) FROM T;

-- case: unknown function of time and interval arguments
SELECT MY_FUNC(ts, pt, INTERVAL '1' SECOND, 1.5, TRUE) FROM T;

-- case: table api name is no sql function
SELECT upperCase(c) FROM T;

-- case: niladic functions without parentheses
SELECT a, CURRENT_TIMESTAMP, LOCALTIMESTAMP, CURRENT_DATE FROM T;

-- case: a column a subquery names twice is ambiguous
SELECT c FROM (SELECT c, 'k' AS c FROM T);

-- case: a column a subquery names twice is ambiguous in a rank's partition key
SELECT b FROM (
  SELECT b, ROW_NUMBER() OVER (PARTITION BY c ORDER BY b) AS rn
  FROM (SELECT c, 'k' AS c, b FROM T))
WHERE rn <= 1;

-- case: a column a grouped subquery names twice is ambiguous
SELECT c, n FROM (SELECT c, 'k' AS c, COUNT(*) AS n FROM (SELECT a, 'x' AS c FROM T) GROUP BY a, c);

-- case: a subquery that names a column twice is fine while the name is not read
SELECT a FROM (SELECT a, c, 'k' AS c FROM T);

-- case: a star over a subquery that names a column twice
SELECT * FROM (SELECT c, 'k' AS c FROM T);

CREATE TABLE NotNullCols (
  k STRING NOT NULL,
  n INT NOT NULL,
  m INT,
  ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');

-- case: an equality filter on a not null column makes the column a constant order key
SELECT k, n FROM (
  SELECT k, n, ROW_NUMBER() OVER (ORDER BY n) AS rn
  FROM (SELECT k, n FROM NotNullCols WHERE n = 1))
WHERE rn <= 1;

-- case: an equality filter on a not null string column in the same query makes it constant
SELECT k FROM (
  SELECT k, ROW_NUMBER() OVER (ORDER BY k) AS rn FROM NotNullCols WHERE k = 'a')
WHERE rn <= 1;

-- case: an equality filter on a nullable column leaves it an order key
SELECT k, m FROM (
  SELECT k, m, ROW_NUMBER() OVER (ORDER BY m) AS rn
  FROM (SELECT k, m FROM NotNullCols WHERE m = 1))
WHERE rn <= 1;

-- case: a point range on a not null column makes it a constant order key
SELECT k, n FROM (
  SELECT k, n, ROW_NUMBER() OVER (ORDER BY n) AS rn
  FROM (SELECT k, n FROM NotNullCols WHERE n BETWEEN 2 AND 2))
WHERE rn <= 1;

-- case: a rank number pinned by an equality is a constant order key of the outer rank
SELECT k, n FROM (
  SELECT k, n, ROW_NUMBER() OVER (ORDER BY r) AS rn2
  FROM (SELECT k, n, r FROM (
    SELECT k, n, ROW_NUMBER() OVER (PARTITION BY k ORDER BY n) AS r FROM NotNullCols) WHERE r = 1))
WHERE rn2 <= 1;

-- case: a rank number bounded by a range stays an order key of the outer rank
-- versions: 2.3
SELECT k, n FROM (
  SELECT k, n, ROW_NUMBER() OVER (ORDER BY r) AS rn2
  FROM (SELECT k, n, r FROM (
    SELECT k, n, ROW_NUMBER() OVER (PARTITION BY k ORDER BY n) AS r FROM NotNullCols) WHERE r <= 1))
WHERE rn2 <= 1;

-- case: a rank number pinned by an equality right below the outer rank stays an order key
-- versions: 2.3
SELECT k, n FROM (
  SELECT k, n, ROW_NUMBER() OVER (ORDER BY r) AS rn2
  FROM (SELECT k, n, ROW_NUMBER() OVER (PARTITION BY k ORDER BY n) AS r FROM NotNullCols) WHERE r = 1)
WHERE rn2 <= 1;
