-- Window deduplication: the last reading of every sensor in each one-minute window (Flink's
-- Window Deduplication docs).
--
-- A deduplication whose PARTITION BY contains window_start and window_end of a window TVF
-- becomes a Window Deduplicate: Flink keeps one row per sensor and window and emits it once,
-- when the watermark passes window_end, then drops the window's state. ORDER BY the event time
-- DESC keeps the last row (ASC would keep the first). The output is append-only, so a plain
-- Kafka topic can take it. reading_time is still an event-time attribute after the TVF; the
-- query selects it and not window_time, so the sink gets a single rowtime column.
CREATE TABLE sensor_readings (
  sensor_id    STRING,
  temperature  DOUBLE,
  humidity     DOUBLE,
  reading_time TIMESTAMP(3),
  WATERMARK FOR reading_time AS reading_time - INTERVAL '2' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'sensor-readings',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'sensor-last-per-minute',
  'scan.startup.mode' = 'latest-offset',
  'format' = 'json'
);

CREATE TABLE sensor_last_per_minute (
  window_start TIMESTAMP(3),
  window_end   TIMESTAMP(3),
  sensor_id    STRING,
  temperature  DOUBLE,
  humidity     DOUBLE,
  reading_time TIMESTAMP(3)
) WITH (
  'connector' = 'kafka',
  'topic' = 'sensor-last-per-minute',
  'properties.bootstrap.servers' = 'kafka:9092',
  'format' = 'json'
);

INSERT INTO sensor_last_per_minute
SELECT window_start, window_end, sensor_id, temperature, humidity, reading_time
FROM (
  SELECT *,
    -- expect: TopOneIsDeduplication
    ROW_NUMBER() OVER (
      PARTITION BY window_start, window_end, sensor_id
      ORDER BY reading_time DESC) AS rownum
  FROM TABLE(
    TUMBLE(TABLE sensor_readings, DESCRIPTOR(reading_time), INTERVAL '1' MINUTE))
)
WHERE rownum <= 1;
