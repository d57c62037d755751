SELECT 'À¯';
