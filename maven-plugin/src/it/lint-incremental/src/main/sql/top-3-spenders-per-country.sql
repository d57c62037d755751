-- Top 3 spenders per country from a generated spending stream, printed to the console.
--
-- A continuous (regular) Top-N without any window: ROW_NUMBER() partitioned by country_id and
-- ordered by cost_money DESC, filtered with row_num <= 3. Flink plans a Rank operator
-- (AppendFastStrategy, AppendOnlyTopNFunction) that keeps the top 3 rows per country. Its output
-- is updating: when a new row enters a country's top 3, every rank below it shifts, and the print
-- sink shows -U/+U pairs for those ranks. No event time or watermark is needed.
CREATE TABLE spend_source (
  country_id INT,
  user_id    INT,
  cost_money DOUBLE
) WITH (
  'connector' = 'datagen',
  'rows-per-second' = '1000',
  'fields.country_id.kind' = 'random',
  'fields.country_id.min' = '1',
  'fields.country_id.max' = '30',
  'fields.user_id.kind' = 'random',
  'fields.user_id.min' = '1',
  'fields.user_id.max' = '100000',
  'fields.cost_money.kind' = 'random',
  'fields.cost_money.min' = '0',
  'fields.cost_money.max' = '10000'
);

CREATE TABLE console_output (
  country_id INT,
  user_id    INT,
  cost_money DOUBLE,
  row_num    BIGINT
) WITH (
  'connector' = 'print'
);

INSERT INTO console_output
SELECT country_id, user_id, cost_money, row_num
FROM (
  SELECT
    country_id,
    user_id,
    cost_money,
    ROW_NUMBER() OVER (PARTITION BY country_id ORDER BY cost_money DESC) AS row_num
  FROM spend_source
)
WHERE row_num <= 3;
