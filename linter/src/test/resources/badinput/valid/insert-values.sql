INSERT INTO sink VALUES (1, 'a'), (2, 'b'), (3, NULL);
