CREATE TABLE Orders (
  order_id BIGINT,
  item STRING,
  price DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
SELECT * FROM (SELECT *, RANK() OVER (PARTITION BY item ORDER BY price DESC) AS r FROM Orders) WHERE r <= 3;
SELECT * FROM (SELECT *, DENSE_RANK() OVER (PARTITION BY item ORDER BY price DESC) AS r FROM Orders) WHERE r <= 3;
