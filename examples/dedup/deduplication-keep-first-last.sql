-- Deduplication: keep the first or the last row per key with ROW_NUMBER() ordered by a time
-- attribute and a top-1 filter (Flink's Deduplication docs).
--
-- ORDER BY <time attribute> ASC keeps the first row per key, DESC keeps the last one. Flink runs
-- this as a Deduplicate operator, not a Top-N: it keeps one row (or one flag) per key. On
-- Flink 2.1+ keep-first is insert-only, so an append-only Kafka topic can take it; keep-last
-- replaces the row of a key with each newer row, so it needs an upsert sink keyed by the
-- partition key. topnkit reports every deduplication at info level (TopOneIsDeduplication) so a
-- reader sees which operator the query becomes and what it emits.
CREATE TABLE user_logins (
  user_id    BIGINT,
  device     STRING,
  ip_address STRING,
  login_time TIMESTAMP_LTZ(3),
  proc_time AS PROCTIME()
) WITH (
  'connector' = 'kafka',
  'topic' = 'user-logins',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'first-logins',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'json'
);

CREATE TABLE first_logins (
  user_id    BIGINT,
  device     STRING,
  ip_address STRING,
  login_time TIMESTAMP_LTZ(3)
) WITH (
  'connector' = 'kafka',
  'topic' = 'first-logins',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json'
);

CREATE TABLE order_status_updates (
  order_id    STRING,
  status      STRING,
  warehouse   STRING,
  update_time TIMESTAMP(3),
  WATERMARK FOR update_time AS update_time - INTERVAL '30' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'order-status-updates',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'order-status-latest',
  'scan.startup.mode' = 'earliest-offset',
  'format' = 'avro-confluent',
  'avro-confluent.url' = 'http://schema-registry:8081'
);

CREATE TABLE order_status_latest (
  order_id    STRING,
  status      STRING,
  warehouse   STRING,
  update_time TIMESTAMP(3),
  PRIMARY KEY (order_id) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'order-status-latest',
  'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);

-- Keep first: the first login of every user, in processing-time order.
INSERT INTO first_logins
SELECT user_id, device, ip_address, login_time
FROM (
  SELECT *,
    -- expect: TopOneIsDeduplication
    ROW_NUMBER() OVER (PARTITION BY user_id ORDER BY proc_time ASC) AS row_num
  FROM user_logins
)
WHERE row_num = 1;

-- Keep last: the latest status of every order, in event-time order.
INSERT INTO order_status_latest
SELECT order_id, status, warehouse, update_time
FROM (
  SELECT *,
    -- expect: TopOneIsDeduplication
    ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY update_time DESC) AS row_num
  FROM order_status_updates
)
WHERE row_num = 1;
