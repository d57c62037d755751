SELECT '😀', # FROM t;
