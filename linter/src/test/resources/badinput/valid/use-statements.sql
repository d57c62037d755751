USE CATALOG my_catalog;
USE my_db;
USE my_catalog.my_db;
USE MODULES hive, core;
