package io.github.topnkit.spec.check;

import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecException;
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
import java.util.function.Supplier;

/** Checks a run's outcome against a case's {@code changelog}, {@code final} and {@code error}. */
public final class OutputCheck {

  private OutputCheck() {}

  /**
   * The failures of one run, each a mismatch whose message names the case's file and line; a single
   * output mismatch carries expected and actual text for an IDE's diff view.
   */
  public static List<Mismatch> check(
      SpecCase specCase,
      Expectations expected,
      RunOutcome outcome,
      Supplier<ScriptModel> model,
      String engine) {
    List<Mismatch> failures = new ArrayList<>();
    if (expected.error().isPresent()) {
      errorProblem(expected.error().get(), outcome, engine).ifPresent(failures::add);
      return failures;
    }
    boolean changelog = expected.changelog().isPresent();
    Optional<Map<String, ExpectedRows>> rows =
        changelog ? expected.changelog() : expected.finalRows();
    if (rows.isEmpty()) {
      return failures;
    }
    if (!(outcome instanceof RunOutcome.Completed completed)) {
      failures.add(Mismatch.of(where(outcome, specCase) + ": " + describe(outcome, engine)));
      return failures;
    }
    for (Map.Entry<String, ExpectedRows> e : rows.get().entrySet()) {
      ExpectedRows want = e.getValue();
      Optional<OutputTable> output = output(completed, e.getKey());
      if (output.isEmpty()) {
        failures.add(
            Mismatch.of(
                want.position()
                    + ": "
                    + (e.getKey().isEmpty()
                        ? "the case writes " + completed.outputs().keySet() + "; name the sink"
                        : "no output named "
                            + e.getKey()
                            + "; the case wrote "
                            + completed.outputs().keySet())));
        continue;
      }
      try {
        Comparison c =
            changelog
                ? Comparisons.changelog(
                    want,
                    output.get(),
                    ChangelogKeys.of(
                        specCase.key(), model.get(), output.get(), specCase.position()),
                    ZoneOffset.UTC)
                : Comparisons.finalRows(want, output.get(), ZoneOffset.UTC);
        if (!c.ok()) {
          failures.add(Mismatch.of(c.report(), c.expected(), c.actual()));
        }
      } catch (SpecException bad) {
        failures.add(Mismatch.of(bad.getMessage()));
      }
    }
    return failures;
  }

  /** Where a run that did not complete points to: the statement Flink refused, else the case. */
  private static Position where(RunOutcome outcome, SpecCase specCase) {
    Optional<Position> where = Optional.empty();
    if (outcome instanceof RunOutcome.Failed f) {
      where = f.where();
    } else if (outcome instanceof RunOutcome.Unsupported u) {
      where = u.where();
    }
    return where.orElse(specCase.position());
  }

  /** The output an expectation block is about: by sink name, or the only one. */
  public static Optional<OutputTable> output(RunOutcome.Completed completed, String name) {
    Map<String, OutputTable> outputs = completed.outputs();
    if (!name.isEmpty() || outputs.containsKey(Expectations.SINGLE)) {
      return Optional.ofNullable(outputs.get(name));
    }
    return outputs.size() == 1 ? outputs.values().stream().findFirst() : Optional.empty();
  }

  private static Optional<Mismatch> errorProblem(
      Expectations.ErrorExpectation expected, RunOutcome outcome, String engine) {
    if (outcome instanceof RunOutcome.Failed failed) {
      if (failed.message().contains(expected.substring())) {
        return Optional.empty();
      }
      return Optional.of(
          Mismatch.of(
              expected.position()
                  + ": "
                  + engine
                  + " failed ("
                  + phase(failed)
                  + ") with a message that does not contain the expected text\n  expected part: "
                  + expected.substring()
                  + "\n  actual message:\n"
                  + failed.message().indent(4),
              expected.substring(),
              failed.message()));
    }
    return Optional.of(
        Mismatch.of(
            expected.position()
                + ": expected "
                + engine
                + " to fail with a message containing \""
                + expected.substring()
                + "\", but "
                + describe(outcome, engine)));
  }

  /** What happened, in a sentence, for a failure message. */
  public static String describe(RunOutcome outcome, String engine) {
    if (outcome instanceof RunOutcome.Completed c) {
      StringBuilder out = new StringBuilder(engine + " ran the case to the end");
      c.outputs()
          .forEach(
              (name, table) ->
                  out.append("\n")
                      .append(name.isEmpty() ? "result" : name)
                      .append(":\n")
                      .append(PrintNotation.format(table.rows(), ZoneOffset.UTC).indent(2)));
      return out.toString();
    }
    if (outcome instanceof RunOutcome.Failed f) {
      return engine + " failed (" + phase(f) + "): " + f.message();
    }
    if (outcome instanceof RunOutcome.TimedOut t) {
      return engine
          + " did not finish within "
          + (t.timeout().toMillisPart() == 0
              ? t.timeout().toSeconds() + " s"
              : t.timeout().toMillis() + " ms")
          + " (topnkit.timeout); the job was cancelled"
          + (t.detail() == null || t.detail().isEmpty() ? "" : ": " + t.detail());
    }
    RunOutcome.Unsupported u = (RunOutcome.Unsupported) outcome;
    return engine + " cannot run this case: " + u.reason();
  }

  private static String phase(RunOutcome.Failed failed) {
    return switch (failed.phase()) {
      case SETUP -> "while setting up the case";
      case PLANNING -> "while planning";
      case RUNTIME -> "while running";
    };
  }
}
