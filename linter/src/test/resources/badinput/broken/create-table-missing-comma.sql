CREATE TABLE t (a INT b INT) WITH ('connector' = 'datagen');
