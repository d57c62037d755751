SELECT `select`, `from`, `table`, `rank` FROM `order`;
