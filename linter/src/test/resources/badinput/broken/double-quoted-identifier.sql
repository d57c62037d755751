SELECT "name" FROM t;
