CREATE TABLE Orders (
  order_id BIGINT,
  item STRING,
  price DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
SELECT * FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
  FROM (
    SELECT window_start, window_end, item, SUM(price) AS price
    FROM TABLE(TUMBLE(TABLE Orders, DESCRIPTOR(order_time), INTERVAL '10' MINUTES))
    GROUP BY window_start, window_end, item))
WHERE rownum <= 3;
