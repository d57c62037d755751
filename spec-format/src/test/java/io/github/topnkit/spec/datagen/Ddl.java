package io.github.topnkit.spec.datagen;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.parse.SourceFile;
import java.util.List;

/** Tables read from real DDL by the linter's front end, as the runners read them. */
final class Ddl {

  private Ddl() {}

  static TableDef table(String ddl) {
    List<TableDef> tables =
        new Linter(LintOptions.defaults())
            .analyze(SourceFile.of("test.sql", ddl))
            .catalog()
            .tables();
    if (tables.size() != 1) {
      throw new AssertionError("expected one table in " + ddl + ", got " + tables);
    }
    return tables.get(0);
  }

  /** A datagen table {@code T} with the given columns and extra options. */
  static TableDef datagen(String columns, String... options) {
    StringBuilder with = new StringBuilder("'connector' = 'datagen'");
    for (int i = 0; i < options.length; i += 2) {
      with.append(", '").append(options[i]).append("' = '").append(options[i + 1]).append("'");
    }
    return table("CREATE TABLE T (" + columns + ") WITH (" + with + ")");
  }
}
