package io.github.topnkit.linter.model;

import static java.util.Objects.requireNonNull;

/**
 * What takes a statement's result, which decides the changelog Flink must produce for it: the table
 * sink of an INSERT, the collect sink of a query that is run, or nothing for a query only
 * explained.
 */
public sealed interface SinkUse permits SinkUse.TableSink, SinkUse.Collect, SinkUse.Explain {

  /** An INSERT writes into a table sink, whose changelog mode and key decide what it accepts. */
  record TableSink(SinkTarget target) implements SinkUse {

    public TableSink {
      requireNonNull(target, "target is null");
    }
  }

  /**
   * A query is run and its result collected: Flink's collect sink accepts every change, so the
   * result also carries {@code -U}.
   */
  record Collect() implements SinkUse {}

  /** A query is only explained: the planner infers the changelog its root produces on its own. */
  record Explain() implements SinkUse {}
}
