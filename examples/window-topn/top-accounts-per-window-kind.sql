-- Window Top-N over HOP, CUMULATE and SESSION windows of a bank's transaction stream.
--
-- The Window Top-N pattern is the same for every window TVF: PARTITION BY window_start,
-- window_end (plus any other keys) over a window TVF or a window aggregation, and a constant
-- upper bound on the row number. Each window's ranking is emitted once when the watermark
-- passes its window_end, as inserts. HOP and CUMULATE windows overlap, so a row counts in
-- several windows and each window has its own ranking. Window Top-N on SESSION windows runs in
-- streaming mode only and is marked beta in Flink's docs.
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
  'properties.group.id' = 'nbi-window-rankings',
  'scan.startup.mode' = 'group-offsets',
  'properties.auto.offset.reset' = 'earliest',
  'format' = 'json'
);

-- The 3 accounts with the highest volume in the last hour, updated every 10 minutes
-- (a one-hour HOP window sliding by 10 minutes: each transaction counts in 6 windows).
SELECT window_start, window_end, account_id, volume, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (
      PARTITION BY window_start, window_end
      ORDER BY volume DESC, account_id) AS rownum
  FROM (
    SELECT window_start, window_end, account_id, SUM(amount) AS volume
    FROM TABLE(
      HOP(TABLE nbi_transactions, DESCRIPTOR(event_time), INTERVAL '10' MINUTE, INTERVAL '1' HOUR))
    GROUP BY window_start, window_end, account_id
  )
)
WHERE rownum <= 3;

-- The 5 busiest branches of the day so far, reported every hour (CUMULATE windows of one day
-- growing by one hour: [00:00, 01:00), [00:00, 02:00), ...).
SELECT window_start, window_end, branch_code, running_total, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (
      PARTITION BY window_start, window_end
      ORDER BY running_total DESC, branch_code) AS rownum
  FROM (
    SELECT window_start, window_end, branch_code, SUM(amount) AS running_total
    FROM TABLE(
      CUMULATE(TABLE nbi_transactions, DESCRIPTOR(event_time), INTERVAL '1' HOUR, INTERVAL '1' DAY))
    GROUP BY window_start, window_end, branch_code
  )
)
WHERE rownum <= 5;

-- The 3 largest transactions of each account session (a session closes after 5 minutes without
-- a transaction of that account). The partition repeats account_id: each account has its own
-- sessions, and two accounts can have sessions with the same bounds.
SELECT account_id, window_start, window_end, transaction_id, amount, rownum
FROM (
  SELECT *,
    ROW_NUMBER() OVER (
      PARTITION BY window_start, window_end, account_id
      ORDER BY amount DESC, transaction_id) AS rownum
  FROM TABLE(
    SESSION(TABLE nbi_transactions PARTITION BY account_id, DESCRIPTOR(event_time), INTERVAL '5' MINUTE))
)
WHERE rownum <= 3;
