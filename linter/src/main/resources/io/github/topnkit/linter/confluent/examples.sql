-- The example tables of Confluent Cloud for Apache Flink used in Confluent's documentation.
-- Known in the confluent dialect so documented queries lint without extra schema files.
CREATE TABLE `examples`.`marketplace`.`orders` (
  `order_id` STRING NOT NULL,
  `customer_id` INT NOT NULL,
  `product_id` STRING NOT NULL,
  `price` DOUBLE NOT NULL
) WITH ('changelog.mode' = 'append');
