package io.github.topnkit.linter.config;

import io.github.topnkit.linter.diag.Severity;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which rules run and at what severity: a project may disable rules, run only some, or change a
 * rule's severity.
 *
 * @param only when non-empty, only these rules run
 * @param disabled rules that never run
 * @param severities severity overrides by rule id
 */
public record RuleSettings(
    Set<String> only, Set<String> disabled, Map<String, Severity> severities) {

  public static final RuleSettings DEFAULT = new RuleSettings(Set.of(), Set.of(), Map.of());

  public RuleSettings {
    only = Set.copyOf(only);
    disabled = Set.copyOf(disabled);
    severities = Map.copyOf(severities);
  }

  public boolean enabled(String ruleId) {
    return !disabled.contains(ruleId) && (only.isEmpty() || only.contains(ruleId));
  }

  public Optional<Severity> severity(String ruleId) {
    return Optional.ofNullable(severities.get(ruleId));
  }
}
