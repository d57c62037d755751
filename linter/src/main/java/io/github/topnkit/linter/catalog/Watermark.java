package io.github.topnkit.linter.catalog;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.parse.Span;
import java.util.Optional;
import org.apache.calcite.sql.SqlNode;

/**
 * A {@code WATERMARK FOR column AS expression} declaration.
 *
 * @param expression the watermark expression; empty for Confluent's implicit {@code $rowtime}
 *     watermark, which has none
 */
public record Watermark(String column, Optional<SqlNode> expression, Span span) {

  public Watermark {
    requireNonNull(expression, "expression is null");
  }
}
