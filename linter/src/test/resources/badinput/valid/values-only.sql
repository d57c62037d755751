VALUES (1), (2), (3);
SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS v(id, name);
