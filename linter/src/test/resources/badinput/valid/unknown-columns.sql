CREATE TABLE Orders (
  order_id BIGINT,
  item STRING,
  price DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
SELECT no_such_column, item FROM Orders WHERE another_missing > 1;
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY missing ORDER BY gone DESC) AS rn FROM Orders) WHERE rn <= 3;
