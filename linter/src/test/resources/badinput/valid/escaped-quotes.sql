SELECT 'it''s', '''', `odd``name` FROM t;
