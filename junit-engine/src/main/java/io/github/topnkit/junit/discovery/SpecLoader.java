package io.github.topnkit.junit.discovery;

import io.github.topnkit.junit.source.SpecLocation;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecFile;
import java.util.List;
import java.util.Optional;

/** Reads and parses spec files for discovery. */
public interface SpecLoader {

  /** A parsed file, or the positioned problems that kept it from parsing. */
  record Loaded(Optional<SpecFile> spec, List<SpecException> problems) {
    public Loaded {
      problems = List.copyOf(problems);
    }
  }

  Loaded load(SpecLocation location);

  /** A hint that {@code location} will be loaded soon; a loader may start on it meanwhile. */
  default void prefetch(SpecLocation location) {}
}
