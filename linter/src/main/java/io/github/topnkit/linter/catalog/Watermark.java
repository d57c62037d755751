package io.github.topnkit.linter.catalog;

import io.github.topnkit.linter.parse.Span;
import org.apache.calcite.sql.SqlNode;

/** A {@code WATERMARK FOR column AS expression} declaration. */
public record Watermark(String column, SqlNode expression, Span span) {}
