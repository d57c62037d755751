CREATE TABLE Orders (
  order_id BIGINT,
  item STRING,
  price DECIMAL(10, 2),
  order_time TIMESTAMP(3),
  WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen');
ALTER TABLE Orders ADD (note STRING);
ALTER TABLE Orders MODIFY (note STRING NOT NULL);
ALTER TABLE Orders DROP (note);
ALTER TABLE Orders RENAME item TO product;
ALTER TABLE Orders SET ('rows-per-second' = '5');
ALTER TABLE Orders RESET ('rows-per-second');
ALTER TABLE Orders RENAME TO Orders3;
