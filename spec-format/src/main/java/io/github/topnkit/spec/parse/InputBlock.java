package io.github.topnkit.spec.parse;

import io.github.topnkit.spec.Position;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * The input rows of one table as written, not yet typed: they are typed for each case, against the
 * table's definition in that case.
 *
 * @param key where the table's name is written
 */
record InputBlock(String table, Position key, RowBlocks.Block rows) {

  /** Reads an {@code input} map from table name to row block. */
  static Map<String, InputBlock> read(Node node, Problems problems) {
    Map<String, InputBlock> inputs = new LinkedHashMap<>();
    Optional<MappingNode> map = Nodes.map(node, "input", problems);
    if (map.isEmpty()) {
      return inputs;
    }
    for (NodeTuple entry : YamlMap.read(map.get(), null, "input", problems).entries()) {
      ScalarNode key = (ScalarNode) entry.getKeyNode();
      Position at = problems.source().position(key.getStartMark());
      RowBlocks.read(entry.getValueNode(), "the input of " + key.getValue(), problems)
          .ifPresent(rows -> inputs.put(key.getValue(), new InputBlock(key.getValue(), at, rows)));
    }
    return inputs;
  }
}
