-- How the filter above a rank function decides recognition: CNF, bounds, other conditions.
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

-- case: greater-than lower and upper
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn > 1 AND rn <= 5;

-- case: constant expression bound
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 2 + 3;

-- case: lower bound only is an error
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn >= 10;

-- case: rank end zero
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 0;

-- case: rank end below one with strict less
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn < 1;

-- case: two upper bounds merge
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 10 AND rn <= 5;

-- case: equality and upper bound
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn = 2 AND rn <= 5;

-- case: conflicting bounds
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn > 5 AND rn <= 3;

-- case: or with other column is not a top-n (desc order fails)
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3 OR c = 'x';

-- case: or with other column ordered by rowtime
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts) AS rn FROM T) WHERE rn <= 3 OR c = 'x';

-- case: or factored out by cnf
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE (rn <= 3 AND c = 'x') OR (rn <= 3 AND c = 'y');

-- case: in list on rank
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn IN (1, 2);

-- case: in list single value
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn IN (2);

-- case: expression on rank
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn + 1 <= 3;

-- case: cast on rank
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE CAST(rn AS INT) <= 3;

-- case: remaining predicate references rank
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 10 AND (rn > 2 OR c = 'x');

-- case: variable rank end on partition column
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= a;

-- case: variable lower bound with constant upper
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn > e AND rn <= 10;

-- case: not greater than
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE NOT (rn > 3);

-- case: no filter at all on rowtime order
SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts) AS rn FROM T;

-- case: no filter at all on desc order
SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T;

-- case: no filter non-time asc
SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b) AS rn FROM T;

-- case: filter only on other column
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY ts) AS rn FROM T) WHERE c = 'x';

-- case: filter in outer query beyond extra nesting
SELECT * FROM (SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)) WHERE rn <= 3;

-- case: filter in cte
WITH ranked AS (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)
SELECT a, b, rn FROM ranked WHERE rn <= 3;

-- case: inner where before ranking
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T WHERE c <> 'x') WHERE rn <= 3;

-- case: two filters in nested queries combine
SELECT * FROM (SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 5) WHERE rn > 1;

-- case: renamed rank column
SELECT a, r FROM (SELECT a, rn AS r FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T)) WHERE r <= 3;

-- case: qualify with alias
-- versions: 2.3
SELECT a, b, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T QUALIFY rn <= 3;

-- case: qualify with inline over
-- versions: 2.3
SELECT a, b FROM T QUALIFY ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) <= 3;

-- case: qualify on 1.20 is a parse error
-- versions: 1.20
SELECT a, b FROM T QUALIFY ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) <= 3;

-- case: greater or equal one and less or equal three
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn >= 1 AND rn <= 3;

-- case: mirrored lower bound
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE 2 < rn AND 6 > rn;

-- case: rank used in projection expression
SELECT a, rn * 10 AS score FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3;

-- case: rank filter and is not null
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 10 AND b IS NOT NULL;
