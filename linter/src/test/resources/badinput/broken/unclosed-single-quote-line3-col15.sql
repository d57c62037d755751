SELECT 1;
SELECT 2;
SELECT a, bc, 'unclosed FROM t;
SELECT 4;
