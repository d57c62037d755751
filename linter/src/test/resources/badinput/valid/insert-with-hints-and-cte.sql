CREATE TABLE Orders (
  order_id BIGINT,
  item STRING,
  price DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
INSERT INTO sink /*+ OPTIONS('sink.parallelism'='2') */
WITH top AS (SELECT * FROM Orders WHERE price > 10)
SELECT * FROM top;
