-- topnkit:dialect=confluent
--
-- Window Top-N in Confluent Cloud for Apache Flink (the two examples of Confluent's Window Top-N
-- docs), linted with Confluent's dialect by the directive on the first line (like --dialect
-- confluent): every Confluent table has the system column $rowtime
-- (the Kafka record timestamp, with a watermark), which open-source Flink does not know.
--
-- Confluent's docs query the read-only example table `examples`.`marketplace`.`orders`; this
-- script declares a table with the same columns in your own database, in Confluent's DDL style
-- (no connector option, DISTRIBUTED BY for the Kafka partitions). Confluent's syntax calls the
-- window TVF without the TABLE(...) wrapper (FROM TUMBLE(TABLE ...)), which open-source Flink
-- parses since 2.0, and writes plural interval units (INTERVAL '10' MINUTES), which open-source
-- Flink accepts as well.
CREATE TABLE `orders` (
  `order_id`    STRING NOT NULL,
  `customer_id` INT NOT NULL,
  `product_id`  STRING NOT NULL,
  `price`       DOUBLE NOT NULL
) DISTRIBUTED BY HASH(`order_id`) INTO 6 BUCKETS
WITH (
  'changelog.mode' = 'append',
  'value.format' = 'avro-registry'
);

-- Window Top-N after a window aggregation: the 3 customers with the highest order value in every
-- 10-minute tumbling window. The docs order by price only; customer_id (the aggregation's key)
-- is added as the last ORDER BY key so customers with equal totals rank the same in every run.
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC, customer_id) AS rownum
  FROM (
    SELECT window_start, window_end, customer_id, SUM(price) AS price, COUNT(*) AS cnt
    FROM TUMBLE(TABLE `orders`, DESCRIPTOR($rowtime), INTERVAL '10' MINUTES)
    GROUP BY window_start, window_end, customer_id
  )
)
WHERE rownum <= 3;

-- Window Top-N directly after the windowing TVF: the 3 most expensive orders of every 10-minute
-- window. order_id decides between orders of equal price; the table declares no key, so the
-- linter cannot tell that order_id is unique and notes the possible ties at info level.
SELECT *
FROM (
  SELECT $rowtime, price, product_id, customer_id, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC, order_id) AS rownum
  FROM TUMBLE(TABLE `orders`, DESCRIPTOR($rowtime), INTERVAL '10' MINUTES)
)
WHERE rownum <= 3;
