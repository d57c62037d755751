CREATE TABLE IF NOT EXISTS `cat`.`db`.Orders (
  order_id BIGINT NOT NULL COMMENT 'the id',
  item STRING,
  price DECIMAL(10, 2),
  total AS price * 2,
  `offset` BIGINT METADATA VIRTUAL,
  event_time TIMESTAMP_LTZ(3) METADATA FROM 'timestamp',
  proc AS PROCTIME(),
  WATERMARK FOR event_time AS event_time - INTERVAL '5' SECOND,
  PRIMARY KEY (order_id) NOT ENFORCED
) COMMENT 'orders'
PARTITIONED BY (item)
WITH (
  'connector' = 'kafka',
  'topic' = 'orders',
  'format' = 'json'
);
