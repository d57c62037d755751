/* outer /* inner */ still outer? */
SELECT 1;
