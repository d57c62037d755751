package io.github.topnkit.linter.parse;

import static java.util.Objects.requireNonNull;

import org.apache.calcite.sql.SqlNode;

/** One statement of a script: its parse tree, its span in the file and its position in order. */
public record ParsedStatement(int index, SqlNode node, Span span) {

  public ParsedStatement {
    requireNonNull(node, "node is null");
    requireNonNull(span, "span is null");
  }
}
