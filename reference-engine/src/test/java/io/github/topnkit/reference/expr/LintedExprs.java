package io.github.topnkit.reference.expr;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.RelNode;
import java.util.List;

/** Resolved expressions taken from the linter's plan of real SQL, over a fixed test table. */
final class LintedExprs {

  /** The test table's columns, in order; {@link #ROW} holds one row of it. */
  static final String COLUMNS =
      "i INT, j INT, z INT, n INT, b BIGINT, d DECIMAL(10, 2), e DECIMAL(5, 3), x DOUBLE,"
          + " s STRING, ts TIMESTAMP(3), lt TIMESTAMP_LTZ(3), bo BOOLEAN, ns STRING,"
          + " dz DECIMAL(10, 2), str STRING, bn BIGINT, dd DOUBLE, big BIGINT, neg INT, ds STRING,"
          + " bs STRING, sp STRING";

  /** One row of the test table, the same row the Flink probe ran on. */
  static final Object[] ROW = {
    7,
    2,
    0,
    null,
    10L,
    new java.math.BigDecimal("3.14"),
    new java.math.BigDecimal("1.005"),
    2.5,
    " Hello ",
    java.time.LocalDateTime.of(2024, 3, 15, 10, 20, 30, 123_000_000),
    java.time.Instant.parse("2024-03-15T10:20:30.123Z"),
    true,
    null,
    new java.math.BigDecimal("0.00"),
    "12.5",
    null,
    2.675,
    3_000_000_000L,
    -7,
    "2024-03-15",
    "yes",
    "2024-03-15T10:20:30"
  };

  private LintedExprs() {}

  /** The value of {@code select} on {@link #ROW}, in a session at UTC. */
  static Object eval(String select) {
    return ExprCompiler.compile(expr(select)).eval(ROW.clone());
  }

  /** The value of {@code select} on {@code row} in a session at {@code zone}. */
  static Object eval(String select, java.time.ZoneId zone, Object[] row) {
    return ExprCompiler.compile(expr(select), zone).eval(row);
  }

  /** The projections of {@code SELECT <select> FROM t}. */
  static List<Expr> projections(String select) {
    ScriptModel model = analyze("SELECT " + select + " FROM t;");
    RelNode root = model.queries().get(0).model().plan().root();
    if (root instanceof Calc calc) {
      return calc.projects();
    }
    throw new AssertionError("not a Calc: " + root);
  }

  /** The single projection of {@code SELECT <select> FROM t}. */
  static Expr expr(String select) {
    return projections(select).get(0);
  }

  /** The test table with extra DDL inside its column list. */
  static TableDef table(String extraColumns) {
    ScriptModel model =
        analyze(
            "CREATE TABLE u ("
                + extraColumns
                + ") WITH ('connector' = 'datagen');\n"
                + "SELECT * FROM u;");
    return model.catalog().lookup(List.of("u")).orElseThrow();
  }

  private static ScriptModel analyze(String sql) {
    String script =
        "CREATE TABLE t (" + COLUMNS + ") WITH ('connector' = 'datagen');\n" + sql + "\n";
    return new Linter(LintOptions.defaults()).analyze(SourceFile.of("test.sql", script));
  }
}
