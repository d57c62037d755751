SELECT id, tag FROM t CROSS JOIN UNNEST(tags) AS x(tag);
