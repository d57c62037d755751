# MySQL-style comment
SELECT 1;
