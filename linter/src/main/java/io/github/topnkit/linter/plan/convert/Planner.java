package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.plan.Opaque;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.linter.plan.QueryPlan;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.Optional;
import org.apache.calcite.sql.SqlNode;

/**
 * Builds the logical plan of a query against a catalog, as Flink would before choosing physical
 * operators: conversion, Calc merging and rank recognition (streaming or batch rules).
 */
public final class Planner {

  private final Catalog catalog;
  private final Optional<FlinkVersion> checkedFunctions;

  /** A planner that takes every function call for a known one. */
  public Planner(Catalog catalog) {
    this(catalog, Optional.empty());
  }

  /**
   * @param checkedFunctions the version whose built-in functions (with the catalog's) a query may
   *     call; a call of another is noted, as Flink's validator rejects it. Empty checks no call.
   */
  public Planner(Catalog catalog, Optional<FlinkVersion> checkedFunctions) {
    this.catalog = catalog;
    this.checkedFunctions = checkedFunctions;
  }

  /** Plans a query (SELECT, set operation, WITH, VALUES); never throws for odd SQL. */
  public QueryPlan plan(SqlNode query, boolean batch) {
    ConversionContext ctx = new ConversionContext(catalog, query, batch, checkedFunctions);
    RelNode converted;
    try {
      converted = new QueryConverter(ctx).convert(query, null);
    } catch (StackOverflowError e) {
      ctx.note(
          new PlanNote(
              PlanNote.Kind.UNSUPPORTED,
              "query nested too deeply",
              io.github.topnkit.linter.parse.Span.of(query)));
      return new QueryPlan(
          new Opaque(
              java.util.List.of(),
              RowType.EMPTY,
              "too deep",
              io.github.topnkit.linter.parse.Span.of(query)),
          java.util.List.of(),
          ctx.notes);
    }
    RankRecognizer recognizer = new RankRecognizer(batch, ctx.sites);
    RelNode root = recognizer.apply(converted);
    return new QueryPlan(root, recognizer.sites(), ctx.notes);
  }
}
