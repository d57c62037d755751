package io.github.topnkit.junit;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.junit.config.EngineConfig;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.ConfigurationParameters;

class TopnkitTestEngineTest {

  @Test
  void runsCasesInParallelOnlyWhenFlinkIsOffAndParallelRunsAreNotTurnedOff() {
    assertThat(TopnkitTestEngine.runsInParallel(parameters(Map.of()))).isFalse();
    assertThat(
            TopnkitTestEngine.runsInParallel(
                parameters(Map.of(EngineConfig.FLINK_ENABLED, "false"))))
        .isTrue();
    assertThat(
            TopnkitTestEngine.runsInParallel(
                parameters(
                    Map.of(EngineConfig.FLINK_ENABLED, "false", EngineConfig.PARALLEL, "false"))))
        .isFalse();
    assertThat(
            TopnkitTestEngine.runsInParallel(
                parameters(
                    Map.of(EngineConfig.FLINK_ENABLED, "false", EngineConfig.PARALLEL, "yes"))))
        .as("a bad value is reported at discovery and runs nothing in parallel")
        .isFalse();
  }

  private static ConfigurationParameters parameters(Map<String, String> values) {
    return new ConfigurationParameters() {
      @Override
      public Optional<String> get(String key) {
        return Optional.ofNullable(values.get(key));
      }

      @Override
      public Optional<Boolean> getBoolean(String key) {
        return get(key).map(Boolean::parseBoolean);
      }

      @Override
      @SuppressWarnings("deprecation")
      public int size() {
        return values.size();
      }

      @Override
      public Set<String> keySet() {
        return values.keySet();
      }
    };
  }
}
