package io.github.topnkit.spec;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;

/** A parsed spec file: where it came from, its text, what it is about, and its cases. */
public record SpecFile(String file, String text, Optional<String> about, List<SpecCase> cases) {

  public SpecFile {
    requireNonNull(file, "file is null");
    requireNonNull(text, "text is null");
    cases = List.copyOf(cases);
  }
}
