package io.github.topnkit.spec.parse;

import io.github.topnkit.spec.SpecException;
import java.util.List;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.Node;

/**
 * Parses spec files ({@code *.spec.yaml}) into {@link io.github.topnkit.spec.SpecFile}s, reporting
 * every problem at its {@code file:line:col}, inside SQL and row blocks too. Never throws for bad
 * input. Instances are stateless and can be shared.
 */
public final class SpecParser {

  /** The largest spec file read: far more than a readable spec, small enough to fail fast. */
  public static final long DEFAULT_MAX_BYTES = 10L * 1024 * 1024;

  private final long maxBytes;

  public SpecParser() {
    this(DEFAULT_MAX_BYTES);
  }

  public SpecParser(long maxBytes) {
    if (maxBytes < 1) {
      throw new IllegalArgumentException("maxBytes must be positive: " + maxBytes);
    }
    this.maxBytes = maxBytes;
  }

  /**
   * Parses a file's bytes, which must be UTF-8.
   *
   * @param file the name problems are reported under, such as a path relative to the project
   */
  public ParseResult parse(String file, byte[] bytes) {
    TextDecoder.Decoded decoded = new TextDecoder(maxBytes).decode(file, bytes);
    if (decoded.problem() != null) {
      return ParseResult.failed(List.of(decoded.problem()));
    }
    return parseChecked(file, decoded.text());
  }

  /** Parses a file's text. */
  public ParseResult parse(String file, String text) {
    Optional<SpecException> problem = new TextDecoder(maxBytes).check(file, text);
    if (problem.isPresent()) {
      return ParseResult.failed(List.of(problem.get()));
    }
    return parseChecked(file, text);
  }

  private ParseResult parseChecked(String file, String text) {
    Problems problems = new Problems(new SourceText(file, text));
    try {
      Optional<Node> root = new YamlReader(maxBytes).compose(problems.source(), problems);
      if (!problems.isEmpty()) {
        return ParseResult.failed(problems.sorted());
      }
      return new SpecFileReader(problems)
          .read(root)
          .map(ParseResult::of)
          .orElseGet(() -> ParseResult.failed(problems.sorted()));
    } catch (RuntimeException | StackOverflowError e) {
      // A bug of the parser must not hide the file's name: report it where the file starts.
      problems.at(0, Messages.internalError(e));
      return ParseResult.failed(problems.sorted());
    }
  }
}
