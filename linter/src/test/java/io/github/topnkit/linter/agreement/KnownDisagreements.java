package io.github.topnkit.linter.agreement;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The generated statements of the default seed on which the model and a Flink version are known to
 * disagree, each with the way they part: the work list of the fidelity issue. The differential test
 * fails on a disagreement that is not listed and on a listed one that is gone, so the list only
 * shrinks; {@code -Dtopnkit.generated.update=true} rewrites it from a run.
 */
final class KnownDisagreements {

  private final Path file;
  private final Map<Integer, String> known;

  private KnownDisagreements(Path file, Map<Integer, String> known) {
    this.file = file;
    this.known = known;
  }

  /** The list for a Flink version, read from the linter's test resources. */
  static KnownDisagreements of(String versionLabel) {
    Path file =
        Path.of(
            System.getProperty("topnkit.generated.known.dir", "src/test/resources/agreement"),
            "generated-disagreements-" + versionLabel + ".txt");
    Map<Integer, String> known = new TreeMap<>();
    if (Files.exists(file)) {
      try {
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
          if (line.isBlank() || line.startsWith("#")) {
            continue;
          }
          int space = line.indexOf(' ');
          known.put(Integer.parseInt(line.substring(0, space)), line.substring(space + 1));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return new KnownDisagreements(file, known);
  }

  /** The disagreements of a run that are not on the list, or part another way than listed. */
  List<GenOutcome> unlisted(List<GenOutcome> disagreements) {
    return disagreements.stream()
        .filter(d -> !d.headline().equals(known.get(d.statement().index())))
        .toList();
  }

  /** The listed statements of a run of {@code count} that no longer disagree. */
  List<Integer> gone(List<GenOutcome> disagreements, int count) {
    List<Integer> indices = disagreements.stream().map(d -> d.statement().index()).toList();
    List<Integer> gone = new ArrayList<>();
    known.keySet().stream().filter(i -> i < count && !indices.contains(i)).forEach(gone::add);
    return gone;
  }

  void rewrite(List<GenOutcome> disagreements, String header) {
    StringBuilder sb = new StringBuilder(header);
    for (GenOutcome d : disagreements) {
      sb.append(d.statement().index()).append(' ').append(d.headline()).append('\n');
    }
    try {
      Files.writeString(file, sb.toString(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  Path file() {
    return file;
  }
}
