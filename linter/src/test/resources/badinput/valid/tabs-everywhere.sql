	SELECT	item,	price
	FROM	Orders
	WHERE	price	>	1;
