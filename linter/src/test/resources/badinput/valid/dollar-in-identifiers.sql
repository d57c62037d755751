SELECT $rowtime, a$b FROM t;
