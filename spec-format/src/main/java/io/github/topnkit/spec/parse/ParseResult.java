package io.github.topnkit.spec.parse;

import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecFile;
import java.util.List;
import java.util.Optional;

/**
 * The outcome of parsing a spec file: the file, or the problems that stop it from being one (never
 * both, never neither), in file order.
 */
public record ParseResult(Optional<SpecFile> specFile, List<SpecException> problems) {

  public ParseResult {
    problems = List.copyOf(problems);
    if (specFile.isPresent() == !problems.isEmpty()) {
      throw new IllegalArgumentException("a parse result holds a spec file or problems");
    }
  }

  static ParseResult of(SpecFile file) {
    return new ParseResult(Optional.of(file), List.of());
  }

  static ParseResult failed(List<SpecException> problems) {
    return new ParseResult(Optional.empty(), problems);
  }

  public boolean ok() {
    return specFile.isPresent();
  }

  /**
   * The spec file.
   *
   * @throws SpecException the first problem, when the file has any
   */
  public SpecFile orThrow() {
    return specFile.orElseThrow(() -> problems.get(0));
  }
}
