CREATE TABLE Orders (item STRING, price INT) WITH ('connector' = 'datagen');
SELECT *
FROM (
  SELECT item, price,
    ROW_NUMBER() OVER (PARTITION BY item ORDER BY price DESC) AS rn
  FROM Orders
)
WHERE rn <=
