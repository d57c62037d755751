package io.github.topnkit.reference.exec;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.spec.Position;
import java.util.List;

/** Plans of SQL scripts for tests: the model of the script's last query. */
final class Plans {

  static final Position AT = new Position("test", 1, 1);

  private Plans() {}

  static StatementModel last(String sql) {
    ScriptModel model = new Linter(LintOptions.defaults()).analyze(SourceFile.of("t.sql", sql));
    List<AnalyzedStatement> queries = model.queries();
    return queries.get(queries.size() - 1).model();
  }
}
