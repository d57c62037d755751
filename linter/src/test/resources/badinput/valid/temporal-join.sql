CREATE TABLE Orders (
  order_id BIGINT,
  item STRING,
  price DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
SELECT o.item, r.rate FROM Orders AS o JOIN Rates FOR SYSTEM_TIME AS OF o.order_time AS r ON o.item = r.item;
