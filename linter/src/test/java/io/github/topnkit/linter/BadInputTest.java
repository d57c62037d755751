package io.github.topnkit.linter;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.SourceDecoder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every broken or odd input, from the corpus under {@code badinput/} and generated here, gives
 * positioned findings or a clean error: no exception escapes, nothing hangs, every finding lies
 * inside the file and reads as one plain line. Inputs under {@code broken/} must give an error,
 * inputs under {@code valid/} must parse.
 */
class BadInputTest {

  /** Generous for one file; a hang or a quadratic blow-up exceeds it by far. */
  static final Duration TIMEOUT = Duration.ofSeconds(20);

  /** For the 10 MB inputs, which take seconds with a cold JIT on a busy machine. */
  static final Duration HUGE_TIMEOUT = Duration.ofSeconds(60);

  private static final Set<String> ERRORS = Set.of("SyntaxError", "UnreadableFile");

  private static final Pattern STACK_FRAME = Pattern.compile("\\bat [\\w$.]+\\(");

  private static final Linter LINTER = new Linter(LintOptions.defaults());

  /** What an input must produce besides well-formed findings. */
  enum Expect {
    /** At least one error-level SyntaxError or UnreadableFile finding. */
    BROKEN,
    /** No SyntaxError or UnreadableFile finding. */
    VALID,
    /** Only well-formed findings: for fuzzed inputs that may or may not parse. */
    EITHER
  }

  /** One input: a name for the report, its bytes (built lazily), the outcome and time allowed. */
  record Input(String name, Supplier<byte[]> bytes, Expect expect, Duration timeout) {
    @Override
    public String toString() {
      return name;
    }
  }

  static Stream<Input> corpus() {
    return Stream.concat(files("broken", Expect.BROKEN), files("valid", Expect.VALID));
  }

  static Stream<Input> generated() {
    List<Input> inputs = new ArrayList<>();
    inputs.addAll(GeneratedInputs.huge());
    inputs.addAll(GeneratedInputs.deep());
    inputs.addAll(GeneratedInputs.wide());
    inputs.addAll(GeneratedInputs.binary());
    inputs.addAll(GeneratedInputs.fuzzed());
    return inputs.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void corpusFileGivesPositionedFindings(Input input) {
    check(input);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("generated")
  void generatedInputGivesPositionedFindings(Input input) {
    check(input);
  }

  @Test
  void corpusHasOverOneHundredTwentyInputs() {
    assertThat(corpus().count()).isGreaterThanOrEqualTo(120);
    assertThat(corpus().filter(i -> i.expect() == Expect.BROKEN).count()).isGreaterThan(100);
  }

  static void check(Input input) {
    byte[] bytes = input.bytes().get();
    LintResult result =
        assertTimeoutPreemptively(
            input.timeout(), () -> LINTER.lint(input.name(), bytes), input.name() + " timed out");
    LineLengths lines = LineLengths.of(readable(bytes));
    for (Diagnostic d : result.diagnostics()) {
      int line = d.span().startLine();
      assertThat(line).as("line of %s", d).isBetween(1, lines.count());
      assertThat(d.span().startColumn()).as("column of %s", d).isBetween(1, lines.length(line) + 1);
      assertThat(d.message())
          .as("message of %s", d)
          .isNotBlank()
          .doesNotContain("\n", "\r", "java.", "Exception", "Error:")
          .doesNotContainPattern(STACK_FRAME);
    }
    List<Diagnostic> errors =
        result.diagnostics().stream().filter(d -> ERRORS.contains(d.ruleId())).toList();
    switch (input.expect()) {
      case BROKEN ->
          assertThat(errors)
              .as("error findings of %s", input.name())
              .isNotEmpty()
              .allSatisfy(d -> assertThat(d.severity()).isEqualTo(Severity.ERROR));
      case VALID -> assertThat(errors).as("error findings of %s", input.name()).isEmpty();
      case EITHER -> {}
    }
  }

  /** The text positions are counted in: the file as decoded, or its readable prefix. */
  private static String readable(byte[] bytes) {
    SourceDecoder.Result decoded = new SourceDecoder().decode("x.sql", bytes);
    return decoded.ok() ? decoded.source().text() : new String(bytes, UTF_8);
  }

  private static Stream<Input> files(String folder, Expect expect) {
    Path dir;
    try {
      dir = Path.of(BadInputTest.class.getResource("/badinput/" + folder).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    try (Stream<Path> files = Files.list(dir)) {
      return files
          .sorted()
          .map(p -> new Input(folder + "/" + p.getFileName(), () -> read(p), expect, TIMEOUT))
          .toList()
          .stream();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static byte[] read(Path file) {
    try {
      return Files.readAllBytes(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
