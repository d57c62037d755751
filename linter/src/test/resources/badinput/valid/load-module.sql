LOAD MODULE hive WITH ('hive-version' = '3.1.3');
UNLOAD MODULE hive;
