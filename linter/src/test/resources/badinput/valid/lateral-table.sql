SELECT s, w FROM t, LATERAL TABLE(split_words(s)) AS T(w);
