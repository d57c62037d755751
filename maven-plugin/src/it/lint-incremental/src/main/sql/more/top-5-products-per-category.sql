-- Top 5 products per category by units sold, kept up to date in real time (Flink's Top-N docs).
--
-- ShopSales is a view that totals an append-only order stream per product. Its unique key
-- (category, product_id) contains the partition key, and a SUM of positive quantities only grows,
-- so Flink ranks it with UpdateFastStrategy (UpdatableTopNFunction): the state holds the top 5
-- per category, not every product. ORDER BY ends with product_id, so equal sales rank the same
-- way in every run. With row_num in the output the Top-N's unique key is (category, row_num):
-- when a product climbs from rank 4 to rank 1, ranks 1 to 4 are all updated (-U/+U each).
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

CREATE TABLE leaderboard_console (
  category   STRING,
  product_id STRING,
  sales      INT,
  row_num    BIGINT
) WITH (
  'connector' = 'print',
  'print-identifier' = 'top5'
);

CREATE VIEW ShopSales AS
SELECT category, product_id, SUM(quantity) AS sales
FROM orders
WHERE quantity > 0
GROUP BY category, product_id;

INSERT INTO leaderboard_console
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM ShopSales
)
WHERE row_num <= 5;
