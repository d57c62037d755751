package io.github.topnkit.spec.parse;

import java.util.Optional;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/** Typed access to YAML nodes, reporting a value of the wrong shape where it is. */
final class Nodes {

  private Nodes() {}

  /** A plain {@code ~}, {@code null} or nothing at all: the key is there without a value. */
  static boolean isNull(Node node) {
    return node instanceof ScalarNode s
        && s.getTag().equals(Tag.NULL)
        && s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN;
  }

  static boolean isBlockScalar(Node node) {
    return node instanceof ScalarNode s
        && (s.getScalarStyle() == DumperOptions.ScalarStyle.LITERAL
            || s.getScalarStyle() == DumperOptions.ScalarStyle.FOLDED);
  }

  /** How a node reads to a user: text, a list or a map. */
  static String describe(Node node) {
    if (isNull(node)) {
      return "nothing";
    }
    if (node instanceof MappingNode) {
      return "a map";
    }
    if (node instanceof SequenceNode) {
      return "a list";
    }
    return "text";
  }

  /** The node as text, or a problem saying what {@code what} must be. */
  static Optional<ScalarNode> text(Node node, String what, Problems problems) {
    if (node instanceof ScalarNode s && !isNull(s)) {
      return Optional.of(s);
    }
    problems.at(node, Messages.expected(what, "text", describe(node)));
    return Optional.empty();
  }

  /** The node as non-blank text. */
  static Optional<ScalarNode> nonBlankText(Node node, String what, Problems problems) {
    Optional<ScalarNode> text = text(node, what, problems);
    if (text.isPresent() && text.get().getValue().isBlank()) {
      problems.at(node, Messages.blank(what));
      return Optional.empty();
    }
    return text;
  }

  static Optional<MappingNode> map(Node node, String what, Problems problems) {
    if (node instanceof MappingNode m) {
      return Optional.of(m);
    }
    problems.at(node, Messages.expected(what, "a map", describe(node)));
    return Optional.empty();
  }

  static Optional<SequenceNode> list(Node node, String what, Problems problems) {
    if (node instanceof SequenceNode s) {
      return Optional.of(s);
    }
    problems.at(node, Messages.expected(what, "a list", describe(node)));
    return Optional.empty();
  }
}
