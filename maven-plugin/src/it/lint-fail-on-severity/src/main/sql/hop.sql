CREATE TABLE Bid (
  bidtime  TIMESTAMP(3),
  price    DECIMAL(10, 2),
  item     STRING,
  WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
) WITH ('connector' = 'kafka', 'topic' = 'bids', 'format' = 'json');

SELECT window_start, window_end, SUM(price) AS total
FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '1' SECOND, INTERVAL '1' HOUR))
GROUP BY window_start, window_end;
