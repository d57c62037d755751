-- line
// slash line
/* block */
/*
 multi
*/
-- last line without newline