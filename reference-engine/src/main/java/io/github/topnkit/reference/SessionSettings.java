package io.github.topnkit.reference;

import io.github.topnkit.linter.model.Settings;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** The session options ({@code SET}) the engine honors, or that do not change results. */
final class SessionSettings {

  private SessionSettings() {}

  static boolean handled(String key, String value) {
    return switch (key) {
      case "execution.runtime-mode",
          "table.local-time-zone",
          "table.exec.sink.not-null-enforcer",
          "table.exec.sink.upsert-materialize",
          "table.exec.sink.require-on-conflict",
          "table.exec.mini-batch.enabled",
          // Only matter with mini-batch on, whose plans StatementChecks admits (MiniBatchPlans).
          "table.exec.mini-batch.allow-latency",
          "table.exec.mini-batch.size",
          "parallelism.default",
          "table.exec.resource.default-parallelism",
          "table.dml-sync",
          "pipeline.name",
          "table.exec.rank.topn-cache-size",
          "table.exec.sink.rowtime-inserter",
          "table.exec.state.ttl" ->
          !key.equals("table.exec.state.ttl") || value.trim().matches("0\\s*(ms)?");
      default -> key.startsWith("sql-client.") || key.startsWith("execution.checkpointing.");
    };
  }

  static ZoneId zone(Settings settings) {
    String zone = settings.options().get("table.local-time-zone");
    if (zone == null || zone.equalsIgnoreCase("default")) {
      return ZoneOffset.UTC;
    }
    try {
      return ZoneId.of(zone);
    } catch (RuntimeException e) {
      return ZoneOffset.UTC;
    }
  }
}
