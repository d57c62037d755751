SELECT a, b, SUM(c) FROM t GROUP BY GROUPING SETS ((a, b), (a), ());
SELECT a, b, SUM(c) FROM t GROUP BY ROLLUP (a, b);
SELECT a, b, SUM(c) FROM t GROUP BY CUBE (a, b);
