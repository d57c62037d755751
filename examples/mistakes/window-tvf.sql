-- Common mistakes with window TVFs under a Window Top-N or window aggregation, each followed by
-- its corrected form.
--
-- A window TVF needs an event-time attribute in DESCRIPTOR (a TIMESTAMP(3)/TIMESTAMP_LTZ(3)
-- column with a WATERMARK), sensible sizes, and - for a Window Top-N or window deduplication -
-- an insert-only input and an event-time window.
CREATE TABLE page_views (
  view_id     STRING,
  user_id     BIGINT,
  page_id     STRING,
  country     STRING,
  duration_ms BIGINT,
  view_time   TIMESTAMP(3),
  proc_time AS PROCTIME(),
  WATERMARK FOR view_time AS view_time - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'page-views',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'page-rankings',
  'scan.startup.mode' = 'latest-offset',
  'format' = 'json'
);

-- The same topic declared by another team: epoch milliseconds and no watermark.
CREATE TABLE page_views_raw (
  view_id     STRING,
  user_id     BIGINT,
  page_id     STRING,
  country     STRING,
  duration_ms BIGINT,
  view_ts     BIGINT
) WITH (
  'connector' = 'kafka',
  'topic' = 'page-views',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'page-rankings-raw',
  'scan.startup.mode' = 'latest-offset',
  'format' = 'json'
);

-- The current title and category of each page, as an upsert (changelog) topic.
CREATE TABLE pages (
  page_id  STRING,
  title    STRING,
  category STRING,
  updated  TIMESTAMP(3),
  PRIMARY KEY (page_id) NOT ENFORCED,
  WATERMARK FOR updated AS updated - INTERVAL '5' SECOND
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'pages',
  'properties.bootstrap.servers' = 'kafka:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);

CREATE TABLE page_edits (
  page_id  STRING,
  title    STRING,
  category STRING,
  editor   STRING,
  updated  TIMESTAMP(3),
  WATERMARK FOR updated AS updated - INTERVAL '5' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'page-edits',
  'properties.bootstrap.servers' = 'kafka:9092',
  'properties.group.id' = 'page-edits',
  'scan.startup.mode' = 'latest-offset',
  'format' = 'json'
);

CREATE TABLE country_limits (
  country STRING,
  top_n   INT
) WITH (
  'connector' = 'jdbc',
  'url' = 'jdbc:postgresql://postgres:5432/web',
  'table-name' = 'country_limits',
  'username' = 'flink',
  'password' = '${POSTGRES_PASSWORD}'
);

-- Mistake: DESCRIPTOR names an epoch-millisecond BIGINT; a window needs a timestamp.
SELECT window_start, window_end, page_id, COUNT(*) AS view_count
FROM TABLE(
  -- expect: DescriptorNotTimeAttribute
  TUMBLE(TABLE page_views_raw, DESCRIPTOR(view_ts), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end, page_id;

-- Corrected: declare the event time as a computed timestamp column with a watermark (as
-- page_views does for view_time) and window on it.
SELECT window_start, window_end, page_id, COUNT(*) AS view_count
FROM TABLE(
  TUMBLE(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end, page_id;

-- Mistake: the 10 most viewed pages per minute on processing time. Window aggregation works on
-- processing time, but Window Top-N does not.
SELECT *
FROM (
  SELECT *,
    -- expect: WindowRankOnProctime
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY view_count DESC, page_id) AS rownum
  FROM (
    SELECT window_start, window_end, page_id, COUNT(*) AS view_count
    FROM TABLE(TUMBLE(TABLE page_views, DESCRIPTOR(proc_time), INTERVAL '1' MINUTE))
    GROUP BY window_start, window_end, page_id
  )
)
WHERE rownum <= 10;

-- Corrected: window on the event-time attribute.
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY view_count DESC, page_id) AS rownum
  FROM (
    SELECT window_start, window_end, page_id, COUNT(*) AS view_count
    FROM TABLE(TUMBLE(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '1' MINUTE))
    GROUP BY window_start, window_end, page_id
  )
)
WHERE rownum <= 10;

-- Mistake: two time columns in DESCRIPTOR. Flink silently windows on the first one only.
SELECT window_start, window_end, country, COUNT(*) AS view_count
FROM TABLE(
  -- expect: DescriptorMultipleColumns
  TUMBLE(TABLE page_views, DESCRIPTOR(view_time, proc_time), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end, country;

-- Corrected: one time column.
SELECT window_start, window_end, country, COUNT(*) AS view_count
FROM TABLE(
  TUMBLE(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '1' MINUTE))
GROUP BY window_start, window_end, country;

-- Mistake: "the last hour, refreshed every second": a HOP window sliding by 1 second puts every
-- view into 3600 windows.
SELECT window_start, window_end, page_id, COUNT(*) AS view_count
FROM TABLE(
  -- expect: HopWindowFanOut
  HOP(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '1' SECOND, INTERVAL '1' HOUR))
GROUP BY window_start, window_end, page_id;

-- Corrected: refresh every 5 minutes (12 windows per view); or, for a running total since the
-- start of the hour, CUMULATE(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '1' MINUTE,
-- INTERVAL '1' HOUR), which adds each view to one slice only.
SELECT window_start, window_end, page_id, COUNT(*) AS view_count
FROM TABLE(
  HOP(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '5' MINUTE, INTERVAL '1' HOUR))
GROUP BY window_start, window_end, page_id;

-- Mistake: a HOP window aggregation whose size (1 hour) is not a multiple of its slide
-- (7 minutes). Flink rejects it when translating the window aggregation.
SELECT window_start, window_end, country, COUNT(*) AS view_count
FROM TABLE(
  -- expect: InvalidWindowSize
  HOP(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '7' MINUTE, INTERVAL '1' HOUR))
GROUP BY window_start, window_end, country;

-- Corrected: a slide that divides the size.
SELECT window_start, window_end, country, COUNT(*) AS view_count
FROM TABLE(
  HOP(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '6' MINUTE, INTERVAL '1' HOUR))
GROUP BY window_start, window_end, country;

-- Mistake: a monthly TUMBLE window. Window TVFs take SECOND, MINUTE, HOUR and DAY intervals only.
SELECT window_start, window_end, country, COUNT(*) AS view_count
FROM TABLE(
  -- expect: InvalidWindowSize
  TUMBLE(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '1' MONTH))
GROUP BY window_start, window_end, country;

-- Corrected: a daily window (months are better rolled up downstream from the daily results).
SELECT window_start, window_end, country, COUNT(*) AS view_count
FROM TABLE(
  TUMBLE(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '1' DAY))
GROUP BY window_start, window_end, country;

-- Mistake: a Window Top-N over an upsert (changelog) table: the most edited-to pages per hour
-- read from the current-state topic. The window rank consumes inserts only; Flink rejects it.
SELECT *
FROM (
  SELECT *,
    -- expect: WindowRankOnUpdatingInput
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end, category ORDER BY updated DESC, page_id) AS rownum
  FROM TABLE(TUMBLE(TABLE pages, DESCRIPTOR(updated), INTERVAL '1' HOUR))
)
WHERE rownum <= 5;

-- Corrected: rank the append-only stream of edits instead of the table of current states.
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end, category ORDER BY updated DESC, page_id) AS rownum
  FROM TABLE(TUMBLE(TABLE page_edits, DESCRIPTOR(updated), INTERVAL '1' HOUR))
)
WHERE rownum <= 5;

-- Mistake: the number of views to keep per country and hour read from a configuration table
-- (a lookup join keeps the window columns intact). Window Top-N supports a constant rank end only.
SELECT *
FROM (
  SELECT v.window_start, v.window_end, v.country, v.view_id, v.page_id, v.duration_ms, l.top_n,
    ROW_NUMBER() OVER (
      PARTITION BY v.window_start, v.window_end, v.country
      ORDER BY v.duration_ms DESC, v.view_id) AS rownum
  FROM TABLE(TUMBLE(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '1' HOUR)) AS v
  JOIN country_limits FOR SYSTEM_TIME AS OF v.proc_time AS l ON v.country = l.country
)
-- expect: PlannerRejection
WHERE rownum <= top_n;

-- Corrected: a Window Top-N with a constant end (the largest limit any country has), then each
-- country's limit applied in a join above it.
SELECT t.window_start, t.window_end, t.country, t.view_id, t.page_id, t.duration_ms, t.rownum
FROM (
  SELECT *
  FROM (
    SELECT window_start, window_end, country, view_id, page_id, duration_ms,
      ROW_NUMBER() OVER (PARTITION BY window_start, window_end, country ORDER BY duration_ms DESC, view_id) AS rownum
    FROM TABLE(TUMBLE(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '1' HOUR))
  )
  WHERE rownum <= 20
) AS t
JOIN country_limits AS l ON t.country = l.country
WHERE t.rownum <= l.top_n;

-- Mistake: reusing the streaming session-window ranking in a batch backfill. Batch Flink
-- supports aligned windows (TUMBLE, HOP, CUMULATE) only.
SET 'execution.runtime-mode' = 'batch';

SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end, user_id ORDER BY duration_ms DESC, view_id) AS rownum
  FROM TABLE(
    -- expect: SessionWindowInBatch
    SESSION(TABLE page_views PARTITION BY user_id, DESCRIPTOR(view_time), INTERVAL '30' MINUTE))
)
WHERE rownum <= 3;

-- Corrected for batch: an aligned window, e.g. the 3 longest view_count per user and day.
SELECT *
FROM (
  SELECT *,
    ROW_NUMBER() OVER (PARTITION BY window_start, window_end, user_id ORDER BY duration_ms DESC, view_id) AS rownum
  FROM TABLE(TUMBLE(TABLE page_views, DESCRIPTOR(view_time), INTERVAL '1' DAY))
)
WHERE rownum <= 3;
