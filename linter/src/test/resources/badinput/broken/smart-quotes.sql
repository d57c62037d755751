SELECT ‘abc’ FROM t;
