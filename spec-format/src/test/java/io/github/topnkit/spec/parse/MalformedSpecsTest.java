package io.github.topnkit.spec.parse;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.spec.SpecException;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The malformed corpus: every file under {@code malformed/} states its problems in its first lines,
 * {@code # error: line:col: message substring}, and the parser must report exactly those.
 */
class MalformedSpecsTest {

  private static final Pattern EXPECTED = Pattern.compile("# error: (\\d+):(\\d+): (.+)");

  record Expected(int line, int column, String message) {
    boolean matches(SpecException e) {
      return e.position().line() == line
          && e.position().column() == column
          && e.problem().contains(message);
    }

    @Override
    public String toString() {
      return line + ":" + column + ": " + message;
    }
  }

  static Stream<Path> files() throws IOException, URISyntaxException {
    Path dir = Path.of(MalformedSpecsTest.class.getResource("/malformed").toURI());
    try (Stream<Path> list = Files.list(dir)) {
      return list.filter(p -> p.toString().endsWith(".spec.yaml")).sorted().toList().stream();
    }
  }

  @Test
  void theCorpusCoversAtLeastSixtyFiles() throws Exception {
    assertThat(files()).hasSizeGreaterThanOrEqualTo(60);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void reportsExactlyTheProblemsTheFileStates(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    List<Expected> expected = expected(bytes);
    assertThat(expected).as("the file states its problems in '# error:' lines").isNotEmpty();
    String name = "malformed/" + file.getFileName();

    ParseResult result = new SpecParser().parse(name, bytes);

    assertThat(result.ok()).as("parses without problems").isFalse();
    List<String> actual = result.problems().stream().map(SpecException::getMessage).toList();
    for (Expected e : expected) {
      assertThat(result.problems()).as("a problem at %s among %s", e, actual).anyMatch(e::matches);
    }
    assertThat(result.problems()).as("problems %s", actual).hasSameSizeAs(expected);
    assertThat(result.problems()).allMatch(p -> p.position().file().equals(name));
    assertThat(result.problems()).allMatch(p -> p.getMessage().startsWith(p.position() + ": "));
  }

  /** The '# error:' lines at the top; the rest of the file may be anything, even not UTF-8. */
  private static List<Expected> expected(byte[] bytes) {
    List<Expected> expected = new ArrayList<>();
    int start = 0;
    while (start < bytes.length) {
      int end = start;
      while (end < bytes.length && bytes[end] != '\n') {
        end++;
      }
      String line = new String(bytes, start, end - start, StandardCharsets.UTF_8).strip();
      Matcher m = EXPECTED.matcher(line);
      if (!m.matches()) {
        break;
      }
      expected.add(
          new Expected(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), m.group(3)));
      start = end + 1;
    }
    return expected;
  }
}
