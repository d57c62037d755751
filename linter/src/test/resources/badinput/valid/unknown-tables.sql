SELECT * FROM nowhere;
INSERT INTO nowhere_sink SELECT * FROM also_nowhere;
SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a ORDER BY b) AS rn FROM ghost) WHERE rn <= 1;
