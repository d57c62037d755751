-- Top 5 products per category without the rank number in the output (the "no ranking output"
-- optimization of Flink's Top-N docs).
--
-- The same Top-N as top-5-products-per-category.sql, but the outer SELECT leaves row_num out.
-- With row_num, a product that climbs from rank 5 to rank 1 rewrites all 5 ranks; without it
-- Flink sends only the rows that enter, leave or change, and readers sort the at most 5 rows
-- per category themselves. The Top-N's unique key is then its input's, (category, product_id),
-- so the upsert table is keyed by exactly those columns.
CREATE TABLE orders (
  order_id   STRING,
  product_id STRING,
  category   STRING,
  quantity   INT,
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'shop-sales-top5',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

CREATE TABLE top_products (
  category   STRING,
  product_id STRING,
  sales      INT,
  PRIMARY KEY (category, product_id) NOT ENFORCED
) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://postgres:5432/shop',
  'table-name' = 'top_products',
  'username' = 'flink',
  'password' = '${POSTGRES_PASSWORD}'
);

CREATE VIEW ShopSales AS
SELECT category, product_id, SUM(quantity) AS sales
FROM orders
WHERE quantity > 0
GROUP BY category, product_id;

-- row_num stays in the subquery for the filter, but not in the outer SELECT
INSERT INTO top_products
SELECT category, product_id, sales
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM ShopSales
)
WHERE row_num <= 5;
