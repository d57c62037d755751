package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.parse.ParsedScript;
import java.util.List;

/** A script with the pattern model of each of its queries and the catalog its DDL built. */
public record ScriptModel(ParsedScript script, Catalog catalog, List<AnalyzedStatement> queries) {
  public ScriptModel {
    queries = List.copyOf(queries);
  }
}
