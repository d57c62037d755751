SELECT 'a;b', ';' FROM t;
SELECT 2;
