package io.github.topnkit.junit.engine;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.EventType;

/**
 * How each test of an engine execution ended, by display name, for readable assertions; skipped
 * holds containers too (a skipped {@code mode: both} case skips its runs without events).
 */
record Outcomes(Map<String, TestExecutionResult> finished, Map<String, String> skipped) {

  static Outcomes of(EngineExecutionResults results) {
    Map<String, TestExecutionResult> finished = new LinkedHashMap<>();
    Map<String, String> skipped = new LinkedHashMap<>();
    for (Event event : results.allEvents().list()) {
      String name = event.getTestDescriptor().getDisplayName();
      if (event.getType() == EventType.FINISHED && event.getTestDescriptor().isTest()) {
        finished.put(name, event.getRequiredPayload(TestExecutionResult.class));
      } else if (event.getType() == EventType.SKIPPED) {
        skipped.put(name, event.getRequiredPayload(String.class));
      }
    }
    return new Outcomes(finished, skipped);
  }

  TestExecutionResult.Status status(String test) {
    TestExecutionResult result = finished.get(test);
    if (result == null) {
      throw new AssertionError("no test named '" + test + "' finished; finished: " + finished);
    }
    return result.getStatus();
  }

  /** The failure of a test that failed. */
  Throwable failure(String test) {
    TestExecutionResult result = finished.get(test);
    if (result == null || result.getStatus() != TestExecutionResult.Status.FAILED) {
      throw new AssertionError("test '" + test + "' did not fail: " + result);
    }
    return result.getThrowable().orElseThrow();
  }
}
