SELECT 1;
/* this comment never ends
SELECT 2;
SELECT 3;
