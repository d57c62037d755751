		SELECT	(	;
