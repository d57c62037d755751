SELECT * FROM t WHERE name = "abc";
