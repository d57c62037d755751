-- Common mistakes when writing Top-N and deduplication results to a sink, each followed by its
-- corrected form.
--
-- A regular Top-N emits updates (-U/+U) and deletes, so its sink must accept them: an upsert
-- table whose PRIMARY KEY is the query's unique key - (partition keys, row number) with the row
-- number in the output, otherwise the unique key of the ranked input. A Window Top-N emits
-- inserts only and can go anywhere. Flink 2.3 rejects an INSERT whose unique key does not fit
-- the sink's primary key unless the statement says ON CONFLICT what to do.
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

CREATE TABLE top_products_topic (
  category   STRING,
  product_id STRING,
  sales      INT,
  row_num    BIGINT
) WITH (
  'connector' = 'kafka',
  'topic' = 'top-products',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json'
);

CREATE TABLE top_products_by_rank (
  category   STRING,
  product_id STRING,
  sales      INT,
  row_num    BIGINT,
  PRIMARY KEY (category, row_num) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'top-products-by-rank',
  'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json',
  'value.format' = 'json'
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

CREATE TABLE top_products_per_category (
  category   STRING,
  product_id STRING,
  sales      INT,
  PRIMARY KEY (category) NOT ENFORCED
) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://postgres:5432/shop',
  'table-name' = 'top_products_per_category',
  'username' = 'flink',
  'password' = '${POSTGRES_PASSWORD}'
);

CREATE TABLE hourly_top_orders (
  order_id     STRING,
  product_id   STRING,
  category     STRING,
  quantity     INT,
  order_time   TIMESTAMP(3),
  window_start TIMESTAMP(3),
  window_end   TIMESTAMP(3),
  window_time  TIMESTAMP(3),
  rownum       BIGINT
) WITH (
  'connector' = 'kafka',
  'topic' = 'hourly-top-orders',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json'
);

CREATE VIEW product_sales AS
SELECT category, product_id, SUM(quantity) AS sales
FROM orders
WHERE quantity > 0
GROUP BY category, product_id;

-- Mistake: a regular Top-N into a plain Kafka topic, which takes inserts only.
-- expect: UpdatingQueryIntoAppendOnlySink
INSERT INTO top_products_topic
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM product_sales
)
WHERE row_num <= 5;

-- Corrected: an upsert-kafka topic keyed by the Top-N's unique key (category, row_num), one row
-- per leaderboard slot. This runs, but a product that climbs from rank 5 to rank 1 rewrites all
-- five slots, and the linter warns about that write amplification.
-- expect: RankNumberInUpsertSink
INSERT INTO top_products_by_rank
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM product_sales
)
WHERE row_num <= 5;

-- Better, when readers can sort 5 rows themselves: leave row_num out and key the table by the
-- product, so a product moving from rank 5 to rank 1 causes one write, not five.
INSERT INTO top_products
SELECT category, product_id, sales
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM product_sales
)
WHERE row_num <= 5;

-- Mistake: the top 5 per category into a table keyed by category alone. Five rows per category
-- overwrite each other in one row; Flink 2.3 rejects the INSERT (1.20 to 2.2 run it, and the
-- five rows replace each other in arrival order).
-- expect: SinkKeyMismatch
INSERT INTO top_products_per_category
SELECT category, product_id, sales
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM product_sales
)
WHERE row_num <= 5;

-- Corrected: a key with room for the five rows, (category, product_id).
INSERT INTO top_products
SELECT category, product_id, sales
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM product_sales
)
WHERE row_num <= 5;

-- Also correct: the best product per category really has one row per category, and there the
-- category key fits.
INSERT INTO top_products_per_category
SELECT category, product_id, sales
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC, product_id) AS row_num
  FROM product_sales
)
WHERE row_num = 1;

-- Mistake: SELECT * over a window TVF writes two event-time attributes, order_time and
-- window_time; the sink cannot tell which one sets the Kafka record timestamp.
-- expect: DuplicateRowtimeColumns
INSERT INTO hourly_top_orders
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY quantity DESC, order_id) AS rownum
  FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(order_time), INTERVAL '1' HOUR))
)
WHERE rownum <= 10;

-- Corrected: keep order_time as the event time and write window_time as a plain timestamp.
INSERT INTO hourly_top_orders
SELECT order_id, product_id, category, quantity, order_time, window_start, window_end,
  CAST(window_time AS TIMESTAMP(3)) AS window_time, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY quantity DESC, order_id) AS rownum
  FROM TABLE(TUMBLE(TABLE orders, DESCRIPTOR(order_time), INTERVAL '1' HOUR))
)
WHERE rownum <= 10;
