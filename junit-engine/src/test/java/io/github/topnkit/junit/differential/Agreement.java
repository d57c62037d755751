package io.github.topnkit.junit.differential;

import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.Values;
import io.github.topnkit.spec.compare.ChangelogKeys;
import io.github.topnkit.spec.compare.Comparison;
import io.github.topnkit.spec.compare.Comparisons;
import io.github.topnkit.spec.compare.PrintNotation;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whether two engines agree on a generated case: the same kind of outcome and, for runs that
 * completed, the same outputs, compared the way a spec's {@code changelog} is (spec-format's {@link
 * Comparisons}): the reference engine's rows stand as the expected ones, Flink's as the actual
 * ones, in the same order per key ({@link ChangelogKeys}: the ranking's partition key) and as a
 * multiset across keys.
 */
final class Agreement {

  private Agreement() {}

  /** A readable account of the disagreement, or empty when the engines agree. */
  static Optional<String> check(GeneratedCase c, RunOutcome flink, RunOutcome reference) {
    if (knownFlinkFailure(flink, reference)) {
      return Optional.empty();
    }
    if (flink.getClass() != reference.getClass()) {
      return Optional.of(
          "the outcomes differ\n"
              + describe("Flink", flink).indent(2)
              + describe("reference engine", reference).indent(2));
    }
    if (!(flink instanceof RunOutcome.Completed f)
        || !(reference instanceof RunOutcome.Completed r)) {
      return Optional.empty(); // both failed, timed out or refused: no outputs to compare
    }
    if (!f.outputs().keySet().equals(r.outputs().keySet())) {
      return Optional.of(
          "the outputs differ: Flink wrote "
              + f.outputs().keySet()
              + ", the reference engine "
              + r.outputs().keySet());
    }
    List<String> problems = new ArrayList<>();
    for (Map.Entry<String, OutputTable> e : f.outputs().entrySet()) {
      compare(c, e.getValue(), r.outputs().get(e.getKey())).ifPresent(problems::add);
    }
    return problems.isEmpty() ? Optional.empty() : Optional.of(String.join("\n", problems));
  }

  private static Optional<String> compare(GeneratedCase c, OutputTable flink, OutputTable ref) {
    if (!columns(flink).equals(columns(ref))) {
      return Optional.of(
          "the output columns differ\n  Flink:            "
              + columns(flink)
              + "\n  reference engine: "
              + columns(ref));
    }
    try {
      List<Integer> key = ChangelogKeys.derive(c.model(), flink);
      Comparison comparison = Comparisons.changelog(expected(c, ref), flink, key, ZoneOffset.UTC);
      return comparison.ok()
          ? Optional.empty()
          : Optional.of(
              "expected = the reference engine's changelog, actual = Flink's\n"
                  + comparison.report());
    } catch (SpecException e) {
      return Optional.of("the reference engine's rows do not fit Flink's columns: " + e);
    }
  }

  /**
   * The columns as Flink prints them, {@code name TYPE}: a time attribute's nullability, which
   * Flink does not print and no row shows, does not count.
   */
  private static List<String> columns(OutputTable output) {
    return output.columns().stream().map(c -> c.name() + " " + c.type()).toList();
  }

  /**
   * Whether Flink's job failed by its RetractableTopNFunction bug on a -0.0 sort key counted with
   * 0.0 (spec case {@code updating/retract-signed-zero}), as the reference engine foresaw: it does
   * not reproduce that failure, it names it.
   */
  static boolean knownFlinkFailure(RunOutcome flink, RunOutcome reference) {
    return flink instanceof RunOutcome.Failed failed
        && failed.phase() == RunOutcome.Phase.RUNTIME
        && failed.message().contains("IndexOutOfBoundsException")
        && reference instanceof RunOutcome.Unsupported unsupported
        && unsupported.reason().contains("Flink's RetractableTopNFunction fails on this input");
  }

  /** The reference engine's rows as expected rows, written as a spec file would write them. */
  static ExpectedRows expected(GeneratedCase c, OutputTable output) {
    List<ExpectedRows.Line> lines = new ArrayList<>();
    int line = 1;
    for (SpecRow row : output.rows()) {
      Position at = new Position("reference engine output", line++, 1);
      List<ExpectedRows.Cell> cells = new ArrayList<>();
      for (Object value : row.values()) {
        // A string is written quoted so it is read back as it is, whatever it holds.
        cells.add(
            value instanceof String s
                ? new ExpectedRows.Cell(s, true, at)
                : new ExpectedRows.Cell(Values.format(value, ZoneOffset.UTC), false, at));
      }
      lines.add(new ExpectedRows.Line(row.kind(), cells, at));
    }
    return new ExpectedRows(lines, new Position(c.file(), 1, 1));
  }

  /** An outcome in a few lines: the outputs in print notation, or why there are none. */
  static String describe(String engine, RunOutcome outcome) {
    if (outcome instanceof RunOutcome.Completed completed) {
      StringBuilder out = new StringBuilder(engine + " completed");
      completed
          .outputs()
          .forEach(
              (name, table) ->
                  out.append("\n")
                      .append(name.isEmpty() ? "result" : name)
                      .append(" ")
                      .append(table.columns().stream().map(OutputTable.Column::name).toList())
                      .append(":\n")
                      .append(PrintNotation.format(table.rows(), ZoneOffset.UTC).indent(2)));
      return out.toString();
    }
    if (outcome instanceof RunOutcome.Failed failed) {
      return engine + " failed (" + failed.phase() + "): " + failed.message();
    }
    if (outcome instanceof RunOutcome.TimedOut timedOut) {
      return engine + " timed out after " + timedOut.timeout() + ": " + timedOut.detail();
    }
    return engine + " cannot run the case: " + ((RunOutcome.Unsupported) outcome).reason();
  }

  /** The single output's changelog in print notation, for a saved spec file. */
  static Optional<String> changelog(RunOutcome outcome) {
    if (outcome instanceof RunOutcome.Completed completed && completed.outputs().size() == 1) {
      OutputTable table = completed.outputs().values().iterator().next();
      return Optional.of(PrintNotation.format(table.rows(), ZoneOffset.UTC));
    }
    return Optional.empty();
  }
}
