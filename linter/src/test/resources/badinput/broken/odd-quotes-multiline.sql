SELECT 'a', 'b
', 'c
' 'd FROM t;
SELECT 2;
