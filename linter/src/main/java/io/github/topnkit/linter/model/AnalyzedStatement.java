package io.github.topnkit.linter.model;

import io.github.topnkit.linter.parse.ParsedStatement;
import io.github.topnkit.linter.parse.Span;
import org.apache.calcite.sql.SqlNode;

/**
 * One query of a script with its pattern model: a SELECT, one INSERT of a statement set, a view
 * definition or a CREATE TABLE AS. {@code query} is the query's own parse tree.
 */
public record AnalyzedStatement(
    ParsedStatement statement, Kind kind, SqlNode query, Span span, StatementModel model) {

  /** What kind of statement the query belongs to. */
  public enum Kind {
    QUERY,
    INSERT,
    VIEW,
    CREATE_TABLE_AS
  }
}
