package io.github.topnkit.junit.execution;

import io.github.topnkit.junit.source.SpecLocation;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.CaseRegions;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.compare.Materialized;
import io.github.topnkit.spec.run.OutputTable;
import io.github.topnkit.spec.run.RunOutcome;
import io.github.topnkit.spec.write.ExpectationUpdate;
import io.github.topnkit.spec.write.ExpectationWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Flink's actual output for the cases whose expectations are being updated ({@code
 * topnkit.update-expectations=true}), written into each spec file once all its cases ran.
 */
public final class ExpectationUpdates {

  private final Map<URI, List<ExpectationUpdate>> pending = new LinkedHashMap<>();

  /**
   * Records the new expectation of a run.
   *
   * @return whether the outcome can be written: a timeout or an unsupported case has no output
   */
  synchronized boolean record(
      SpecLocation location, SpecCase specCase, ExecutionMode mode, RunOutcome outcome) {
    Expectations expected = specCase.expectations(mode);
    String name;
    ExpectationUpdate.Value value;
    if (outcome instanceof RunOutcome.Completed completed) {
      name = expected.finalRows().isPresent() ? "final" : "changelog";
      value = rows(completed, expected, name.equals("final"));
    } else if (outcome instanceof RunOutcome.Failed failed) {
      name = "error";
      value = new ExpectationUpdate.Value.Text(rootMessage(failed.message()));
    } else {
      return false;
    }
    String key = target(specCase.regions(), specCase.mode(), mode, name);
    List<ExpectationUpdate> updates =
        pending.computeIfAbsent(location.uri(), u -> new ArrayList<>());
    ExpectationUpdate update = new ExpectationUpdate(specCase.regions(), key, value);
    for (ExpectationUpdate other : updates) {
      if (other.regions().equals(update.regions()) && other.section().equals(update.section())) {
        if (other.key().equals(key) && other.value().equals(value)) {
          return true;
        }
        // The two modes of a `mode: both` case differ (other rows, or rows in one and an error in
        // the other): the second mode gets an override of its own.
        update = new ExpectationUpdate(specCase.regions(), mode.label() + "." + name, value);
      }
    }
    updates.add(update);
    return true;
  }

  /** Writes the recorded updates of a file into its source and forgets them. */
  public synchronized void flush(SpecLocation location, SpecFile spec) {
    List<ExpectationUpdate> updates = pending.remove(location.uri());
    if (updates == null || updates.isEmpty()) {
      return;
    }
    Optional<Path> target = location.writableSource();
    if (target.isEmpty()) {
      throw new IllegalStateException(
          location.name() + ": cannot update expectations of a spec file that is not on disk");
    }
    try {
      String current = Files.readString(target.get(), StandardCharsets.UTF_8);
      if (!current.equals(spec.text())) {
        throw new IllegalStateException(
            target.get()
                + " differs from the spec file that ran ("
                + location.name()
                + "); rebuild and run again to update its expectations");
      }
      String updated = ExpectationWriter.write(location.name(), current, updates);
      Files.writeString(target.get(), updated, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + target.get() + ": " + e.getMessage(), e);
    }
  }

  /** Where a run's expectation lives: its mode's override section, else the case itself. */
  private static String target(CaseRegions regions, Mode caseMode, ExecutionMode run, String name) {
    if (caseMode == Mode.BOTH) {
      Optional<CaseRegions> section = regions.section(run.label());
      boolean overridden =
          section.isPresent()
              && (section.get().of("changelog").isPresent()
                  || section.get().of("final").isPresent()
                  || section.get().of("error").isPresent());
      if (overridden) {
        return run.label() + "." + name;
      }
    }
    return name;
  }

  private static ExpectationUpdate.Value rows(
      RunOutcome.Completed completed, Expectations expected, boolean materialize) {
    Map<String, List<SpecRow>> outputs = new LinkedHashMap<>();
    Optional<Map<String, ExpectedRows>> blocks =
        materialize ? expected.finalRows() : expected.changelog();
    boolean single =
        completed.outputs().size() == 1
            && blocks.map(b -> b.containsKey(Expectations.SINGLE)).orElse(true);
    for (Map.Entry<String, OutputTable> e : completed.outputs().entrySet()) {
      List<SpecRow> rows =
          materialize ? Materialized.of(e.getValue()).asRows() : e.getValue().rows();
      outputs.put(single ? Expectations.SINGLE : e.getKey(), rows);
    }
    if (outputs.isEmpty()) {
      outputs.put(Expectations.SINGLE, List.of());
    }
    return new ExpectationUpdate.Value.Rows(outputs, ZoneOffset.UTC);
  }

  /** The innermost cause's message, the most specific part of Flink's message chain. */
  static String rootMessage(String chain) {
    String[] causes = chain.split("\nCaused by: ");
    String last = causes[causes.length - 1];
    int colon = last.indexOf(": ");
    String message =
        colon > 0 && !last.substring(0, colon).contains(" ") ? last.substring(colon + 2) : last;
    String firstLine = message.lines().findFirst().orElse(message).strip();
    return firstLine.length() > 200 ? firstLine.substring(0, 200) : firstLine;
  }
}
