-- Syntactic variety around the patterns: views, CTEs, expressions as keys, joins, casts, aliases.
CREATE TABLE Bid (
  bidtime TIMESTAMP(3),
  price DECIMAL(10, 2),
  item STRING,
  supplier_id STRING,
  pt AS PROCTIME(),
  WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE Supplier (
  supplier_id STRING,
  region STRING,
  PRIMARY KEY (supplier_id) NOT ENFORCED
) WITH ('connector' = 'datagen');
CREATE VIEW Priced AS SELECT item, supplier_id, price * 2 AS doubled, bidtime FROM Bid;
CREATE VIEW Ranked AS SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY price DESC) AS rn FROM Bid;

-- case: top-n over a view
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY doubled DESC) AS rn FROM Priced) WHERE rn <= 3;

-- case: filter on a view that ranks
SELECT item, price FROM Ranked WHERE rn <= 2;

-- case: partition by an expression
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY UPPER(item) ORDER BY price DESC) AS rn FROM Bid) WHERE rn <= 3;

-- case: order by an expression
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY price * -1 ASC) AS rn FROM Bid) WHERE rn <= 3;

-- case: order by two keys with mixed directions
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY price DESC, bidtime ASC) AS rn FROM Bid) WHERE rn <= 3;

-- case: nulls first ordering
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY price DESC NULLS FIRST) AS rn FROM Bid) WHERE rn <= 3;

-- case: named window clause
SELECT * FROM (SELECT *, ROW_NUMBER() OVER w AS rn FROM Bid WINDOW w AS (PARTITION BY item ORDER BY price DESC)) WHERE rn <= 3;

-- case: column alias list on the subquery
SELECT * FROM (SELECT item, price, ROW_NUMBER() OVER (PARTITION BY item ORDER BY price DESC) FROM Bid) AS x(i, p, rn) WHERE rn <= 3;

-- case: top-n after lookup-free regular join with keyed table
SELECT * FROM (
  SELECT b.item, b.price, s.region, ROW_NUMBER() OVER (PARTITION BY s.region ORDER BY b.price DESC) AS rn
  FROM Bid b JOIN Supplier s ON b.supplier_id = s.supplier_id)
WHERE rn <= 3;

-- case: processing-time temporal join needs a lookup source
SELECT * FROM (
  SELECT b.item, b.price, s.region, ROW_NUMBER() OVER (PARTITION BY s.region ORDER BY b.price DESC) AS rn
  FROM Bid AS b JOIN Supplier FOR SYSTEM_TIME AS OF b.pt AS s ON b.supplier_id = s.supplier_id)
WHERE rn <= 3;

-- case: cast of window start loses the window property
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY ws, window_end ORDER BY price DESC) AS rownum
  FROM (SELECT CAST(window_start AS STRING) AS ws, window_end, price, item
        FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))))
WHERE rownum <= 3;

-- case: filter before window top-n
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
  WHERE price > 1)
WHERE rownum <= 3;

-- case: window top-n with extra condition after
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
WHERE rownum <= 3 AND item <> 'x';

-- case: window tvf named arguments
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM TABLE(TUMBLE(DATA => TABLE Bid, TIMECOL => DESCRIPTOR(bidtime), SIZE => INTERVAL '10' MINUTES)))
WHERE rownum <= 3;

-- case: hop with named arguments in any order
SELECT window_start, window_end, COUNT(*) AS cnt
FROM TABLE(HOP(DATA => TABLE Bid, TIMECOL => DESCRIPTOR(bidtime), SIZE => INTERVAL '10' MINUTES, SLIDE => INTERVAL '5' MINUTES))
GROUP BY window_start, window_end;

-- case: cte chain to top-n
WITH agg AS (
  SELECT window_start, window_end, supplier_id, SUM(price) AS total
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
  GROUP BY window_start, window_end, supplier_id),
ranked AS (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY total DESC) AS rownum FROM agg)
SELECT * FROM ranked WHERE rownum <= 3;

-- case: top-n over union of two windowed queries
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM (
    SELECT window_start, window_end, item, price FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    UNION ALL
    SELECT window_start, window_end, item, price FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))))
WHERE rownum <= 3;

-- case: global top-n without partition
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (ORDER BY price DESC) AS rn FROM Bid) WHERE rn <= 10;

-- case: distinct over top-n output
SELECT DISTINCT item FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY price DESC) AS rn FROM Bid) WHERE rn <= 3;

-- case: top-n with having-based input
SELECT * FROM (
  SELECT item, cnt, ROW_NUMBER() OVER (ORDER BY cnt DESC) AS rn
  FROM (SELECT item, COUNT(*) AS cnt FROM Bid GROUP BY item HAVING COUNT(*) > 1))
WHERE rn <= 5;

-- case: top-n with case expression order
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY item ORDER BY CASE WHEN price > 10 THEN 1 ELSE 0 END DESC, price DESC) AS rn
  FROM Bid)
WHERE rn <= 3;

-- case: deduplication in a view then window aggregation
SELECT window_start, window_end, COUNT(*) AS cnt FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
GROUP BY window_start, window_end;
