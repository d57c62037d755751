package io.github.topnkit.junit.discovery;

import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.parse.ParseResult;
import io.github.topnkit.spec.parse.SpecParser;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/** Reads spec files with the spec-format parser; an unreadable file is a problem at its start. */
final class ParsingSpecLoader implements SpecLoader {

  private final SpecParser parser = new SpecParser();

  @Override
  public Loaded load(SpecLocation location) {
    byte[] bytes;
    try {
      bytes = location.read();
    } catch (UncheckedIOException e) {
      return new Loaded(
          Optional.empty(),
          List.of(new SpecException(new Position(location.name(), 1, 1), e.getMessage())));
    }
    ParseResult result = parser.parse(location.name(), bytes);
    return new Loaded(result.specFile(), result.problems());
  }
}
