-- Common mistakes that make a Top-N non-deterministic, expensive in state, or wrongly labelled,
-- each followed by its corrected form.
--
-- ROW_NUMBER() gives rows with equal sort keys distinct numbers in arrival order, so the ORDER BY
-- should end with a key that is unique within the partition. A Top-N over an updating input
-- whose key does not contain the partition key runs with RetractStrategy and keeps every input
-- row in state. And a deduplication only stays cheap on an insert-only input.
CREATE TABLE Bid (
  bidtime     TIMESTAMP(3),
  price       DECIMAL(10, 2),
  item        STRING,
  supplier_id STRING,
  WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'bids',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'supplier-ranking',
  'scan.startup.mode' = 'latest-offset',
  'format' = 'json'
);

-- Product sales totals maintained by another job, keyed by product.
CREATE TABLE product_sales (
  product_id STRING,
  category   STRING,
  sales      BIGINT,
  PRIMARY KEY (product_id) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'product-sales',
  'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);

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
  'properties.group.id' = 'product-rankings',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

-- Orders replicated from the shop database by Debezium: inserts, updates and deletes.
CREATE TABLE orders_cdc (
  order_id   STRING,
  status     STRING,
  updated_at TIMESTAMP(3),
  WATERMARK FOR updated_at AS updated_at - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'shop.public.orders',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'order-status',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'debezium-json'
);

CREATE TABLE offers (
  offer_id   STRING,
  product_id STRING,
  seller_id  STRING,
  price      DECIMAL(10, 2),
  offer_time TIMESTAMP(3),
  WATERMARK FOR offer_time AS offer_time - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'offers',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'cheapest-offers',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

CREATE TABLE cheapest_offer_log (
  offer_id   STRING,
  product_id STRING,
  seller_id  STRING,
  price      DECIMAL(10, 2)
) WITH (
  'connector' = 'kafka',
  'topic' = 'cheapest-offer-log',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json'
);

CREATE TABLE cheapest_offers (
  product_id STRING,
  offer_id   STRING,
  seller_id  STRING,
  price      DECIMAL(10, 2),
  PRIMARY KEY (product_id) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'cheapest-offers',
  'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);

-- Mistake: the docs' top 3 suppliers per window, ordered by sales only. Two suppliers with equal
-- sales at ranks 3 and 4: which one is reported depends on which arrived first.
SELECT *
FROM (
  SELECT *,
    -- expect: NonDeterministicTies
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM (
    SELECT window_start, window_end, supplier_id, SUM(price) AS price, COUNT(*) AS cnt
    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, supplier_id
  )
)
WHERE rownum <= 3;

-- Corrected: supplier_id, the aggregation's key, as the last ORDER BY key.
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC, supplier_id) AS rownum
  FROM (
    SELECT window_start, window_end, supplier_id, SUM(price) AS price, COUNT(*) AS cnt
    FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, supplier_id
  )
)
WHERE rownum <= 3;

-- Mistake: ranking an upsert table by a column that is not its key. Each update of a product
-- retracts its old row, which can bring any other product back into the top 5, so Flink keeps
-- every product of every category in state (RetractStrategy).
SELECT *
FROM (
  SELECT *,
    -- expect: TopNStateSize, NonDeterministicTies
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS row_num
  FROM product_sales
)
WHERE row_num <= 5;

-- Corrected: compute the totals in this job from the order stream. The aggregation's key
-- (category, product_id) contains the partition key and the SUM of positive quantities only
-- grows, so Flink uses UpdateFastStrategy and keeps only the top 5 per category.
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM (
    SELECT category, product_id, SUM(quantity) AS sales
    FROM orders
    WHERE quantity > 0
    GROUP BY category, product_id
  )
)
WHERE row_num <= 5;

-- Mistake: the top 5000 products per category. The Top-N keeps 5000 rows per category, and its
-- cache ('table.exec.rank.topn-cache-size', 10000 rows by default) then holds 2 categories, so
-- nearly every row goes to the state backend.
SELECT *
FROM (
  SELECT *,
    -- expect: TopNStateSize
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM (
    SELECT category, product_id, SUM(quantity) AS sales
    FROM orders
    WHERE quantity > 0
    GROUP BY category, product_id
  )
)
WHERE row_num <= 5000;

-- Corrected: rank only what the leaderboard shows (its first page of 100), and size the cache
-- for the categories a task serves (here 2000 categories of 100 rows each).
SET 'table.exec.rank.topn-cache-size' = '200000';

SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM (
    SELECT category, product_id, SUM(quantity) AS sales
    FROM orders
    WHERE quantity > 0
    GROUP BY category, product_id
  )
)
WHERE row_num <= 100;

-- Mistake: the cheapest offer per product, ascending, top 1. Flink 2.1 to 2.3 declare this
-- insert-only (FLINK-40368) although it replaces the row when a cheaper offer arrives: the
-- append-only Kafka sink accepts the job and logs every replacement as a new row, and nothing
-- tells readers which rows are outdated.
INSERT INTO cheapest_offer_log
SELECT offer_id, product_id, seller_id, price
FROM (
  SELECT *,
    -- expect: TopOneAscChangelogBug
    ROW_NUMBER() OVER (PARTITION BY product_id ORDER BY price ASC) AS row_num
  FROM offers
)
WHERE row_num = 1;

-- Corrected: an upsert table keyed by product, and mini-batch on, which makes Flink declare the
-- updates it really emits.
SET 'table.exec.mini-batch.enabled' = 'true';
SET 'table.exec.mini-batch.allow-latency' = '2 s';
SET 'table.exec.mini-batch.size' = '5000';

INSERT INTO cheapest_offers
SELECT product_id, offer_id, seller_id, price
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY product_id ORDER BY price ASC) AS row_num
  FROM offers
)
WHERE row_num = 1;

-- Mistake: "the latest status per order" as a deduplication over the Debezium changelog. The
-- Deduplicate operator consumes inserts only: Flink 2.0+ silently plans a retracting Top-1 that
-- keeps every version of every order in state (Flink 1.20 rejects the query).
SELECT order_id, status, updated_at
FROM (
  SELECT *,
    -- expect: DeduplicationOnUpdatingInput, TopNStateSize
    ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY updated_at DESC) AS row_num
  FROM orders_cdc
)
WHERE row_num = 1;

-- Corrected: the changelog already holds the latest row per order; read it as it is.
SELECT order_id, status, updated_at
FROM orders_cdc;
