-- Window aggregations with the four window TVFs - TUMBLE, HOP, SESSION and CUMULATE - over a
-- bank's transaction stream, and the legacy GROUP BY TUMBLE(...) syntax they replace.
--
-- Each window TVF adds window_start, window_end and window_time to the rows of its input; the
-- query then groups by window_start, window_end and its keys. The time column in DESCRIPTOR must
-- be an event-time attribute (a column with a WATERMARK), and a window fires when the watermark
-- passes window_end, so each window is emitted once: the results are append-only and can go to a
-- plain Kafka topic. These aggregations are also the inputs a Window Top-N can rank (see
-- top-accounts-per-window-kind.sql).
CREATE TABLE nbi_transactions (
  transaction_id STRING,
  account_id     STRING,
  branch_code    STRING,
  amount         DECIMAL(15, 2),
  event_time     TIMESTAMP(3),
  WATERMARK FOR event_time AS event_time - INTERVAL '10' SECOND
) WITH (
  'connector' = 'kafka',
  'topic' = 'nbi-transactions',
  'properties.bootstrap.servers' = 'broker1:9092',
  'properties.group.id' = 'nbi-window-aggregations',
  'scan.startup.mode' = 'group-offsets',
  'properties.auto.offset.reset' = 'earliest',
  'format' = 'json'
);

CREATE TABLE account_minute_totals (
  window_start TIMESTAMP(3),
  window_end   TIMESTAMP(3),
  account_id   STRING,
  txn_count    BIGINT,
  total_amount DECIMAL(38, 2)
) WITH (
  'connector' = 'kafka',
  'topic' = 'nbi-account-minute-totals',
  'properties.bootstrap.servers' = 'broker1:9092',
  'format' = 'json'
);

-- TUMBLE: back-to-back one-minute windows; every transaction falls into exactly one of them.
-- The fraud dashboard reads the per-account counts from a Kafka topic.
INSERT INTO account_minute_totals
SELECT
  window_start,
  window_end,
  account_id,
  COUNT(*) AS txn_count,
  SUM(amount) AS total_amount
FROM TABLE(
  TUMBLE(
    TABLE nbi_transactions,
    DESCRIPTOR(event_time),
    INTERVAL '1' MINUTE
  )
)
GROUP BY window_start, window_end, account_id;

-- TUMBLE: per-branch total every 5 minutes.
SELECT
  window_start, window_end, branch_code,
  SUM(amount) AS total
FROM TABLE(
  TUMBLE(TABLE nbi_transactions,
    DESCRIPTOR(event_time),
    INTERVAL '5' MINUTE)
)
GROUP BY window_start, window_end, branch_code;

-- HOP: one-minute windows that start every 30 seconds (the slide comes before the size), so each
-- transaction lands in 60 / 30 = 2 windows and results come out every 30 seconds.
SELECT
  window_start, window_end, account_id,
  AVG(amount) AS avg_amount
FROM TABLE(
  HOP(TABLE nbi_transactions,
    DESCRIPTOR(event_time),
    INTERVAL '30' SECOND,
    INTERVAL '1' MINUTE)
)
GROUP BY window_start, window_end, account_id;

-- SESSION: a burst of activity per account; the session closes after 5 minutes without a
-- transaction, and the next transaction opens a new one. PARTITION BY account_id keeps sessions
-- per account instead of across all accounts.
SELECT
  window_start, window_end, account_id,
  COUNT(*) AS session_txn_count
FROM TABLE(
  SESSION(TABLE nbi_transactions PARTITION BY account_id,
    DESCRIPTOR(event_time),
    INTERVAL '5' MINUTE)
)
GROUP BY window_start, window_end, account_id;

-- CUMULATE: a running daily total per branch, reported every hour. The windows of a day share
-- their start ([00:00, 01:00), [00:00, 02:00), ... [00:00, 24:00)); each transaction is added to
-- one slice per step, without HOP's overlap cost.
SELECT
  window_start, window_end, branch_code,
  SUM(amount) AS running_total
FROM TABLE(
  CUMULATE(TABLE nbi_transactions,
    DESCRIPTOR(event_time),
    INTERVAL '1' HOUR,
    INTERVAL '1' DAY)
)
GROUP BY window_start, window_end, branch_code;

-- The legacy grouped window function: still runs, but Flink's docs deprecate it, and its result
-- carries no window_start/window_end properties, so nothing downstream can be a Window Top-N.
SELECT
  TUMBLE_START(event_time, INTERVAL '1' MINUTE) AS wstart,
  account_id,
  COUNT(*) AS cnt
FROM nbi_transactions
-- expect: LegacyGroupWindow
GROUP BY TUMBLE(event_time, INTERVAL '1' MINUTE), account_id;

-- The same aggregation with the TUMBLE window TVF.
SELECT window_start, account_id, COUNT(*) AS cnt
FROM TABLE(
  TUMBLE(TABLE nbi_transactions,
    DESCRIPTOR(event_time),
    INTERVAL '1' MINUTE))
GROUP BY window_start, window_end, account_id;
