-- Correlated LATERAL (... WHERE k = outer.k ORDER BY ... LIMIT n) per key of a DISTINCT or GROUP BY: Flink's CorrelateSortToRankRule makes it a Rank (streaming only).
CREATE TABLE S (k1 STRING, k2 INT, v BIGINT, id INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I');
CREATE TABLE Keyed (k1 STRING NOT NULL, k2 INT NOT NULL, v BIGINT, id INT, PRIMARY KEY (k1, k2) NOT ENFORCED) WITH ('connector' = 'topnkit', 'changelog-mode' = 'I,UA,D');
CREATE TABLE Appended (k1 STRING, v BIGINT, id INT) WITH ('connector' = 'topnkit', 'sink.changelog-mode' = 'append');
CREATE VIEW Positive AS SELECT k1, v, id FROM S WHERE v > 0;

-- case: lateral limit per distinct key is a top-n
SELECT o.k1, t.v, t.id FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v, id FROM S i WHERE i.k1 = o.k1 ORDER BY v DESC LIMIT 1) t;

-- case: lateral limit per group by key is a top-n
SELECT o.k1, t.v, t.id FROM (SELECT k1 FROM S GROUP BY k1) o,
LATERAL (SELECT v, id FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 3) t;

-- case: lateral limit with cross join and two correlated keys
SELECT o.k1, o.k2, t.v FROM (SELECT DISTINCT k1, k2 FROM S) o
CROSS JOIN LATERAL (SELECT v FROM S i WHERE o.k2 = i.k2 AND i.k1 = o.k1 ORDER BY v DESC LIMIT 2) t;

-- case: lateral limit joined on true orders by ordinals
SELECT o.k1, t.v, t.id FROM (SELECT DISTINCT k1 FROM S) o
JOIN LATERAL (SELECT v, id FROM S i WHERE i.k1 = o.k1 ORDER BY 2 DESC, 1 FETCH FIRST 2 ROWS ONLY) t ON TRUE;

-- case: lateral limit over a view with renamed columns
SELECT o.k1, t.a, t.b FROM (SELECT DISTINCT k1 FROM Positive) o,
LATERAL (SELECT v, id FROM Positive i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2) AS t(a, b);

-- case: lateral limit selecting star
SELECT * FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT * FROM S i WHERE i.k1 = o.k1 ORDER BY v DESC LIMIT 2) t;

-- case: lateral top-1 on rowtime is a deduplication
SELECT o.k1, t.v, t.id FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v, id, ts FROM S i WHERE i.k1 = o.k1 ORDER BY ts DESC LIMIT 1) t;

-- case: lateral limit partitions by the inner column it correlates
SELECT o.k2, t.v, t.id FROM (SELECT DISTINCT k2 FROM S) o,
LATERAL (SELECT v, id FROM S i WHERE i.id = o.k2 ORDER BY v LIMIT 2) t;

-- case: lateral limit over a keyed changelog is a retract top-n
SELECT o.k1, t.v, t.id FROM (SELECT DISTINCT k1 FROM Keyed) o,
LATERAL (SELECT v, id FROM Keyed i WHERE i.k1 = o.k1 ORDER BY v DESC LIMIT 2) t;

-- case: lateral limit into an append-only sink names the rank
INSERT INTO Appended
SELECT o.k1, t.v, t.id FROM (SELECT DISTINCT k1 FROM Keyed) o,
LATERAL (SELECT v, id FROM Keyed i WHERE i.k1 = o.k1 ORDER BY v LIMIT 3) t;

-- case: lateral limit under a rank and a filter
SELECT * FROM (SELECT k1, v, ROW_NUMBER() OVER (PARTITION BY v ORDER BY k1) AS rn FROM (
SELECT o.k1, t.v FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2) t WHERE t.v > 3)) WHERE rn <= 1;

-- case: lateral limit without order by fails in the rank
SELECT o.k1, t.v, t.id FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v, id FROM S i WHERE i.k1 = o.k1 LIMIT 2) t;

-- case: lateral limit zero fails in the rank
SELECT o.k1, t.v, t.id FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v, id FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 0) t;

-- case: batch lateral limit per distinct key keeps its correlate variable
-- mode: batch
SELECT o.k1, t.v, t.id FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v, id FROM S i WHERE i.k1 = o.k1 ORDER BY v DESC LIMIT 1) t;

-- case: batch lateral limit with offset keeps its correlate variable
-- mode: batch
SELECT o.k1, t.v FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2 OFFSET 1) t;

-- case: batch lateral limit zero keeps its correlate variable
-- mode: batch
SELECT o.k1, t.v FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 0) t;

-- case: batch lateral order by without limit is decorrelated
-- mode: batch
SELECT o.k1, t.v FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v) t;

-- case: batch left join lateral limit keeps its correlate variable
-- mode: batch
SELECT o.k1, t.v FROM S o LEFT JOIN LATERAL (SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2) t ON TRUE;

-- case: batch lateral limit without correlation is a join
-- mode: batch
SELECT o.k1, t.v FROM (SELECT DISTINCT k1 FROM S) o, LATERAL (SELECT v FROM S ORDER BY v LIMIT 2) t;

-- case: batch lateral limit correlated in its select list
-- mode: batch
SELECT o.k1, t.ok, t.v FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT o.k1 AS ok, v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2) t;

-- case: batch lateral limit inside a nested subquery
-- mode: batch
SELECT o.k1, t.v FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v FROM (SELECT v, k1 FROM S ORDER BY v LIMIT 5) i WHERE i.k1 = o.k1) t;

-- case: batch second lateral limit
-- mode: batch
SELECT o.k1, t.v, u.id FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v FROM S i WHERE i.k1 = o.k1 AND i.k1 = o.k1) t,
LATERAL (SELECT id FROM S j WHERE j.k1 = o.k1 ORDER BY id LIMIT 1) u;

-- case: streaming lateral limit over a plain table keeps its correlate variable
SELECT o.k1, t.v FROM S o, LATERAL (SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2) t;

-- case: streaming lateral limit with offset keeps its correlate variable
SELECT o.k1, t.v FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 2 OFFSET 1) t;

-- case: lateral limit into a sink with a column list
INSERT INTO Appended (k1, v, id)
SELECT o.k1, t.v, t.id FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v, id FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 3) t;

-- case: batch lateral limit into a sink with a column list
-- mode: batch
INSERT INTO Appended (k1, v, id)
SELECT o.k1, t.v, t.id FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v, id FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 3) t;

-- case: lateral limit into a sink with a reordered column list
INSERT INTO Appended (id, k1, v)
SELECT t.id, o.k1, t.v FROM (SELECT DISTINCT k1 FROM S) o,
LATERAL (SELECT v, id FROM S i WHERE i.k1 = o.k1 ORDER BY v LIMIT 3) t;

-- case: streaming lateral limit without correlation is a join
SELECT o.k1, t.v FROM (SELECT DISTINCT k1 FROM S) o, LATERAL (SELECT v FROM S ORDER BY v LIMIT 2) t;

-- case: lateral join on true into a sink with a column list
INSERT INTO Appended (k1, v, id)
SELECT o.k1, t.v, t.id FROM (SELECT DISTINCT k1 FROM S) o
JOIN LATERAL (SELECT v, id FROM S i WHERE i.k1 = o.k1) t ON TRUE;

-- case: lateral limit with an unqualified outer column into a sink with a column list
INSERT INTO Appended (k1, v, id)
SELECT o.ok, t.v, t.id FROM (SELECT DISTINCT k1 AS ok FROM S) o,
LATERAL (SELECT v, id FROM S i WHERE i.k1 = ok ORDER BY v LIMIT 3) t;
