// Flink's lexer reads // as a line comment too
SELECT 1; // trailing
