INSERT INTO sink (a, b) SELECT x, y FROM t;
