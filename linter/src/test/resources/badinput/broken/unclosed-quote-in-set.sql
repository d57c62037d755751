SET 'pipeline.name' = 'my job;
SELECT 1;
