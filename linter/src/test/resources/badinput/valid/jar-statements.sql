ADD JAR '/tmp/udf.jar';
SHOW JARS;
REMOVE JAR '/tmp/udf.jar';
