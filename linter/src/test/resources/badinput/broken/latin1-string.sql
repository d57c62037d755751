SELECT 'café' FROM t;
