SELECT “abc” FROM t;
