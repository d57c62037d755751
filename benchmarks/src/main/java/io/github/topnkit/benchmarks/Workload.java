package io.github.topnkit.benchmarks;

import java.util.ArrayList;
import java.util.List;

/**
 * A set of Top-N statements over the tables of {@link #DDL}: the Flink documentation's Window Top-N
 * and Top-N scenarios, and the mistakes users make with them.
 */
public enum Workload {
  WINDOW_TOP_N(
      """
      SELECT * FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
        FROM (
          SELECT window_start, window_end, supplier_id, SUM(price) AS price, COUNT(*) AS cnt
          FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
          GROUP BY window_start, window_end, supplier_id))
      WHERE rownum <= 3""",
      """
      SELECT * FROM (
        SELECT bidtime, price, item, supplier_id, window_start, window_end,
          ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
        FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
      WHERE rownum <= 3""",
      """
      SELECT * FROM (
        SELECT bidtime, price, item, supplier_id, window_start, window_end,
          ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY bidtime DESC) AS rownum
        FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
      WHERE rownum <= 1""",
      """
      INSERT INTO TopSuppliers
      SELECT window_start, window_end, supplier_id, price, rownum FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY price DESC) AS rownum
        FROM (
          SELECT window_start, window_end, supplier_id, SUM(price) AS price
          FROM TABLE(HOP(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '5' MINUTES, INTERVAL '10' MINUTES))
          GROUP BY window_start, window_end, supplier_id))
      WHERE rownum <= 5"""),
  TOP_N(
      """
      SELECT * FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS row_num
        FROM ShopSales)
      WHERE row_num <= 5""",
      """
      SELECT product_id, category, product_name, sales FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS row_num
        FROM ShopSales)
      WHERE row_num <= 5""",
      """
      SELECT order_id, user_id, amount, order_time FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY proc ASC) AS row_num
        FROM Orders)
      WHERE row_num = 1""",
      """
      SELECT order_id, user_id, amount, order_time FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY order_id ORDER BY order_time DESC) AS row_num
        FROM Orders)
      WHERE row_num = 1""",
      """
      SELECT * FROM (
        SELECT category, product_id, total,
          ROW_NUMBER() OVER (PARTITION BY category ORDER BY total DESC) AS rn
        FROM (SELECT category, product_id, SUM(sales) AS total FROM ShopSales
              GROUP BY category, product_id))
      WHERE rn <= 3"""),
  MISTAKES(
      """
      SELECT * FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start ORDER BY price DESC) AS rownum
        FROM (
          SELECT window_start, window_end, supplier_id, SUM(price) AS price
          FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES))
          GROUP BY window_start, window_end, supplier_id))
      WHERE rownum <= 3""",
      """
      SELECT * FROM (
        SELECT *, RANK() OVER (PARTITION BY category ORDER BY sales DESC) AS rk
        FROM ShopSales)
      WHERE rk <= 3""",
      """
      SELECT * FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS row_num
        FROM ShopSales)
      WHERE row_num <= 5 OR sales > 100""",
      """
      SELECT product_id, category,
        ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS row_num
      FROM ShopSales
      WHERE row_num <= 5""",
      """
      SELECT * FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS row_num
        FROM ShopSales)"""),
  /** Every statement above in one file. */
  ALL;

  /** The tables every workload reads: the Flink documentation's Bid table and two more. */
  public static final String DDL =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3),
        price DECIMAL(10, 2),
        item STRING,
        supplier_id STRING,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'datagen');
      CREATE TABLE ShopSales (
        product_id STRING,
        category STRING,
        product_name STRING,
        sales BIGINT
      ) WITH ('connector' = 'datagen');
      CREATE TABLE Orders (
        order_id STRING,
        user_id STRING,
        amount DOUBLE,
        order_time TIMESTAMP(3),
        proc AS PROCTIME(),
        WATERMARK FOR order_time AS order_time - INTERVAL '5' SECOND
      ) WITH ('connector' = 'datagen');
      CREATE TABLE TopSuppliers (
        window_start TIMESTAMP(3),
        window_end TIMESTAMP(3),
        supplier_id STRING,
        price DECIMAL(38, 2),
        rownum BIGINT
      ) WITH ('connector' = 'blackhole');
      """;

  private final List<String> statements;

  Workload(String... statements) {
    this.statements = List.of(statements);
  }

  /** The statements, without trailing semicolons, each as the planner is given it. */
  public List<String> statements() {
    if (this != ALL) {
      return statements;
    }
    List<String> all = new ArrayList<>();
    for (Workload w : values()) {
      all.addAll(w.statements);
    }
    return all;
  }

  /** The DDL statements, each as the planner is given it. */
  public static List<String> ddlStatements() {
    List<String> result = new ArrayList<>();
    for (String s : DDL.split(";\n")) {
      if (!s.isBlank()) {
        result.add(s.strip());
      }
    }
    return result;
  }

  /** The file the linter and the bare parser read: the DDL, then the statements. */
  public String script() {
    StringBuilder sb = new StringBuilder(DDL);
    for (String s : statements()) {
      sb.append(s).append(";\n");
    }
    return sb.toString();
  }
}
