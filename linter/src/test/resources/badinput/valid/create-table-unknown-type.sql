CREATE TABLE t (a INTEGR, b MyType) WITH ('connector' = 'datagen');
