SELECT /*+ OPTIONS('a'='b') FROM t;
