-- The 3 highest bids of every 10-minute window, per window start only.
CREATE TABLE Bid (
  bidtime  TIMESTAMP(3),
  price    DECIMAL(10, 2),
  item     STRING,
  WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
) WITH ('connector' = 'kafka', 'topic' = 'bids', 'format' = 'json');

SELECT *
FROM (
  SELECT bidtime, price, item, window_start, window_end,
    ROW_NUMBER() OVER (PARTITION BY window_start ORDER BY price DESC, item) AS rownum
  FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
)
WHERE rownum <= 3;
