package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.config.Suggestions;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * The entries of a YAML mapping by key, after checking its keys: text, each once, and (when the
 * keys are fixed) known, with a "did you mean" for a misspelt one. Refused entries are left out.
 */
final class YamlMap {

  private final MappingNode node;
  private final Map<String, NodeTuple> entries;

  private YamlMap(MappingNode node, Map<String, NodeTuple> entries) {
    this.node = node;
    this.entries = entries;
  }

  /**
   * Reads a mapping's entries.
   *
   * @param known the keys allowed, or null when any key is (names of tables or sinks)
   * @param where what the mapping is, for messages ({@code a case})
   */
  static YamlMap read(MappingNode node, Collection<String> known, String where, Problems problems) {
    Map<String, NodeTuple> entries = new LinkedHashMap<>();
    for (NodeTuple entry : node.getValue()) {
      if (!(entry.getKeyNode() instanceof ScalarNode key) || Nodes.isNull(key)) {
        problems.at(entry.getKeyNode(), Messages.keyNotText(Nodes.describe(entry.getKeyNode())));
        continue;
      }
      String name = key.getValue();
      NodeTuple first = entries.get(name);
      if (first != null) {
        int line = problems.source().position(first.getKeyNode().getStartMark()).line();
        problems.at(key, Messages.duplicateKey(name, line));
        continue;
      }
      if (name.equals("<<")) {
        problems.at(key, Messages.mergeKeyRefused());
        continue;
      }
      if (known != null && !known.contains(name)) {
        problems.at(key, Messages.unknownKey(name, where, known, Suggestions.closest(name, known)));
        continue;
      }
      entries.put(name, entry);
    }
    return new YamlMap(node, entries);
  }

  MappingNode node() {
    return node;
  }

  Set<String> keys() {
    return entries.keySet();
  }

  boolean has(String key) {
    return entries.containsKey(key);
  }

  Optional<Node> value(String key) {
    NodeTuple entry = entries.get(key);
    return entry == null ? Optional.empty() : Optional.of(entry.getValueNode());
  }

  Optional<ScalarNode> key(String key) {
    NodeTuple entry = entries.get(key);
    return entry == null ? Optional.empty() : Optional.of((ScalarNode) entry.getKeyNode());
  }

  Collection<NodeTuple> entries() {
    return entries.values();
  }
}
