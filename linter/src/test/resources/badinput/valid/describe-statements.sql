DESCRIBE Orders;
DESC Orders;
DESCRIBE my_catalog.my_db.Orders;
