package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.List;

/**
 * A script with the pattern model of each of its queries, the catalog its DDL built, and the
 * statements the analyzer could not model (it reports them instead of failing).
 */
public record ScriptModel(
    ParsedScript script,
    FlinkVersion version,
    Catalog catalog,
    List<AnalyzedStatement> queries,
    List<AnalysisFailure> failures) {

  public ScriptModel {
    queries = List.copyOf(queries);
    failures = List.copyOf(failures);
  }

  /** A statement the analyzer gave up on, with the reason. */
  public record AnalysisFailure(Span span, String reason) {}
}
