SELECT * FROM first_table;
SELEC oops;
SELECT * FROM second_table;
SELECT # FROM t;
SELECT * FROM third_table;
SELECT `unclosed FROM t;
SELECT * FROM fourth_table;
CREATE TABLE t (;
SELECT * FROM fifth_table;
