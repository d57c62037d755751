package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.config.Suggestions;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.VersionRange;
import io.github.topnkit.spec.VersionRangeSyntaxException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/** Reads the settings a file and its cases share: mode, flink, seed, generate, key. */
final class SettingReader {

  /** More rows than a test of a ranking needs, few enough to keep a run short. */
  static final int MAX_GENERATE = 1_000_000;

  private final Problems problems;

  SettingReader(Problems problems) {
    this.problems = problems;
  }

  Optional<Mode> mode(Node node) {
    Optional<ScalarNode> text = Nodes.nonBlankText(node, "mode", problems);
    if (text.isEmpty()) {
      return Optional.empty();
    }
    String given = text.get().getValue().strip();
    for (Mode mode : Mode.values()) {
      if (mode.label().equals(given.toLowerCase(Locale.ROOT))) {
        return Optional.of(mode);
      }
    }
    List<String> labels = Arrays.stream(Mode.values()).map(Mode::label).toList();
    problems.at(node, Messages.unknownMode(given, Suggestions.closest(given, labels)));
    return Optional.empty();
  }

  Optional<VersionRange> flink(Node node) {
    Optional<ScalarNode> text = Nodes.nonBlankText(node, "flink", problems);
    if (text.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(VersionRange.parse(text.get().getValue()));
    } catch (VersionRangeSyntaxException e) {
      ScalarMap map = ScalarMap.of(text.get(), problems.source());
      problems.at(map.position(e.offset()), Messages.badVersionRange(e.getMessage()));
      return Optional.empty();
    }
  }

  Optional<Long> seed(Node node) {
    Optional<ScalarNode> text = Nodes.nonBlankText(node, "seed", problems);
    if (text.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(Long.parseLong(text.get().getValue().strip()));
    } catch (NumberFormatException e) {
      problems.at(node, Messages.badSeed(text.get().getValue()));
      return Optional.empty();
    }
  }

  Optional<Integer> generate(Node node) {
    Optional<ScalarNode> text = Nodes.nonBlankText(node, "generate", problems);
    if (text.isEmpty()) {
      return Optional.empty();
    }
    String given = text.get().getValue().strip();
    if (given.matches("[0-9]{1,9}") && Integer.parseInt(given) <= MAX_GENERATE) {
      return Optional.of(Integer.parseInt(given));
    }
    problems.at(node, Messages.badGenerate(given, MAX_GENERATE));
    return Optional.empty();
  }

  /** {@code key}: one column name or a list of them. */
  Optional<List<String>> key(Node node) {
    List<Node> items = node instanceof SequenceNode list ? list.getValue() : List.of(node);
    List<String> columns = new ArrayList<>();
    for (Node item : items) {
      Optional<ScalarNode> text = Nodes.nonBlankText(item, "a key column", problems);
      if (text.isEmpty()) {
        return Optional.empty();
      }
      String column = text.get().getValue().strip();
      if (columns.contains(column)) {
        problems.at(item, Messages.duplicateKeyColumn(column));
        return Optional.empty();
      }
      columns.add(column);
    }
    return Optional.of(columns);
  }

  Optional<String> text(Node node, String what) {
    return Nodes.nonBlankText(node, what, problems).map(ScalarNode::getValue);
  }
}
