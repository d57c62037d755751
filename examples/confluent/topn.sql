-- topnkit:dialect=confluent
--
-- Top-N in Confluent Cloud for Apache Flink (Confluent's Top-N docs): the top 5 products per
-- category by sales, with and without the rank number in the output. The directive on the first
-- line lints it with Confluent's dialect (like --dialect confluent).
--
-- product_id is ShopSales' unique key, so the table declares it as its PRIMARY KEY; in Confluent
-- Cloud such a table is an upsert table ('changelog.mode' = 'upsert'): each product's row is
-- updated as its sales change. A Top-N accepts an updating input and always produces an updating
-- result. With row_num its unique key is (category, row_num); the second query leaves row_num
-- out, so a product that climbs from rank 5 to rank 1 causes one update instead of five.
CREATE TABLE `ShopSales` (
  `product_id`   STRING NOT NULL,
  `category`     STRING,
  `product_name` STRING,
  `sales`        BIGINT,
  PRIMARY KEY (`product_id`) NOT ENFORCED
) DISTRIBUTED BY HASH(`product_id`) INTO 6 BUCKETS
WITH (
  'changelog.mode' = 'upsert',
  'key.format' = 'avro-registry',
  'value.format' = 'avro-registry'
);

-- The top five products per category that have the maximum sales in real time.
SELECT *
FROM (
  SELECT *,
    -- expect: TopNStateSize
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM `ShopSales`
)
WHERE row_num <= 5;

-- No ranking output: omit row_num from the outer SELECT.
SELECT product_id, category, product_name, sales
FROM (
  SELECT *,
    -- expect: TopNStateSize
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM `ShopSales`
)
WHERE row_num <= 5;
