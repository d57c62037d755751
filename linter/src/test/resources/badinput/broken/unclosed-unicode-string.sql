SELECT U&'abc FROM t;
