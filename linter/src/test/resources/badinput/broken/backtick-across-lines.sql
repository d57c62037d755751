SELECT `first
second` FROM t;
