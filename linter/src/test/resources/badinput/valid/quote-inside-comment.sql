-- don't panic
/* it's fine, isn't it */
SELECT 1;
