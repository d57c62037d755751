package io.github.topnkit.junit.execution;

import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** How long the engine's runs took, reported once at the end of an execution. */
final class RunTimes {

  private final List<Duration> runs = new ArrayList<>();
  private int unsupported;

  synchronized void add(Duration run, RunOutcome outcome) {
    runs.add(run);
    if (outcome instanceof RunOutcome.Unsupported) {
      unsupported++;
    }
  }

  synchronized boolean isEmpty() {
    return runs.isEmpty();
  }

  /**
   * The report entry: the cluster's start-up, the number of runs, their median and total; the first
   * run includes the cluster's start and the planner's class loading.
   */
  synchronized Map<String, String> summary(String engine, Optional<Duration> startup) {
    Map<String, String> entry = new LinkedHashMap<>();
    entry.put("topnkit.engine", engine);
    startup.ifPresent(d -> entry.put("topnkit.cluster-startup-ms", String.valueOf(d.toMillis())));
    entry.put("topnkit.runs", String.valueOf(runs.size()));
    if (unsupported > 0) {
      entry.put("topnkit.unsupported-runs", String.valueOf(unsupported));
    }
    if (!runs.isEmpty()) {
      List<Duration> sorted = new ArrayList<>(runs);
      sorted.sort(null);
      entry.put("topnkit.median-run-ms", String.valueOf(sorted.get(sorted.size() / 2).toMillis()));
      entry.put(
          "topnkit.total-run-ms",
          String.valueOf(runs.stream().mapToLong(Duration::toMillis).sum()));
    }
    return entry;
  }
}
