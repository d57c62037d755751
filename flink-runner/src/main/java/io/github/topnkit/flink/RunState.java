package io.github.topnkit.flink;

import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.run.OutputTable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The shared state of one case run: the input of each source table, the tables the kit cannot run
 * (with the reason), and the capture of each sink table in the order the planner created them.
 */
final class RunState {

  /** Whether a table is read or written. */
  enum Role {
    SOURCE,
    SINK
  }

  private final String id;
  private final Map<String, List<InputEvent>> inputs = new ConcurrentHashMap<>();
  private final Map<String, String> unsupported = new ConcurrentHashMap<>();
  private final Map<String, SinkCapture> sinks = new LinkedHashMap<>();

  RunState(String id) {
    this.id = id;
  }

  String id() {
    return id;
  }

  void input(String table, List<InputEvent> events) {
    inputs.put(table, List.copyOf(events));
  }

  /** The events of a table, empty for a table without input. */
  List<InputEvent> input(String table) {
    return inputs.getOrDefault(table, List.of());
  }

  void unsupported(String table, Role role, String reason) {
    unsupported.put(role + ":" + table, reason);
  }

  Optional<String> unsupported(String table, Role role) {
    return Optional.ofNullable(unsupported.get(role + ":" + table));
  }

  /** Declares a sink table; a sink declared again (a second INSERT into it) keeps its rows. */
  synchronized SinkCapture defineSink(
      String table, List<OutputTable.Column> columns, List<String> primaryKey) {
    SinkCapture capture = sinks.get(table);
    if (capture == null) {
      capture = new SinkCapture(table, columns, primaryKey);
      sinks.put(table, capture);
    } else {
      capture.define(columns, primaryKey);
    }
    return capture;
  }

  synchronized SinkCapture sink(String table) {
    SinkCapture capture = sinks.get(table);
    if (capture == null) {
      throw new IllegalStateException("sink table " + table + " was not planned in run " + id);
    }
    return capture;
  }

  /** The sinks that jobs wrote to, in the order they were planned. */
  synchronized List<SinkCapture> writtenSinks() {
    List<SinkCapture> result = new ArrayList<>();
    for (SinkCapture capture : sinks.values()) {
      if (capture.written()) {
        result.add(capture);
      }
    }
    return result;
  }
}
