SELECT my_udf(a), other.lib.fn(b, c) FROM t;
SELECT * FROM TABLE(my_table_function(1, 'x'));
