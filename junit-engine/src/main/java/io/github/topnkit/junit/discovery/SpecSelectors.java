package io.github.topnkit.junit.discovery;

import io.github.topnkit.junit.source.SpecLocation;
import io.github.topnkit.linter.target.ExecutionMode;
import java.util.Optional;
import org.junit.platform.engine.DiscoverySelector;

/**
 * The engine's own selectors: every JUnit selector that names a spec file becomes a {@link Spec},
 * which expands to the {@link Case}s it selects, which expand to their {@link Run}s.
 */
final class SpecSelectors {

  private SpecSelectors() {}

  /**
   * A spec file; with a line, only the case at that line (a line before the first case selects all
   * of them). Without {@code expand}, only the file's descriptor, as the parent of a case.
   */
  record Spec(SpecLocation location, Optional<Integer> line, boolean expand)
      implements DiscoverySelector {}

  /** One case by name; without {@code expand}, only its descriptor, as the parent of a run. */
  record Case(SpecLocation location, String name, boolean expand) implements DiscoverySelector {}

  /** One mode of a {@code mode: both} case. */
  record Run(SpecLocation location, String name, ExecutionMode mode) implements DiscoverySelector {}
}
