SELECT 'line one
line two
line three' FROM t;
