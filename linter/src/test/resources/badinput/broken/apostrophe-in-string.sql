SELECT 'it's' FROM t;
