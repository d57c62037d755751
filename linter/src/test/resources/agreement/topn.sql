-- Regular Top-N over insert-only input: ranges, rank number output, strategies, changelog modes.
CREATE TABLE T (
  a INT,
  b BIGINT,
  c STRING,
  d DOUBLE,
  ts TIMESTAMP(3),
  pt AS PROCTIME(),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE ShopSales (
  product_id STRING,
  category STRING,
  product_name STRING,
  sales BIGINT
) WITH ('connector' = 'datagen');

-- case: top3 with rank number
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3;

-- case: top3 without rank number
SELECT a, b, c FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3;

-- case: top5 products per category (Flink docs)
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS row_num
  FROM ShopSales)
WHERE row_num <= 5;

-- case: top5 products no ranking output (Flink docs)
SELECT product_id, category, product_name, sales FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS row_num
  FROM ShopSales)
WHERE row_num <= 5;

-- case: mirrored comparison
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE 3 >= rn;

-- case: strictly less
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn < 3;

-- case: nth row
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn = 3;

-- case: between
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn BETWEEN 2 AND 5;

-- case: top1 non-time desc
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn = 1;

-- case: top1 non-time asc without rank number
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b ASC) AS rn FROM T) WHERE rn = 1;

-- case: filter after rank
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b DESC) AS rn FROM T) WHERE rn <= 3 AND c = 'x';

-- case: proctime asc first n
SELECT a, b FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY pt ASC) AS rn FROM T) WHERE rn <= 3;
