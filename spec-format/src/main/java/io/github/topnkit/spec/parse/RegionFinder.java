package io.github.topnkit.spec.parse;

import io.github.topnkit.spec.CaseRegions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.DumperOptions.FlowStyle;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Finds where a case's expectations are in the text, for writing them back: the offsets of each
 * output key and its value, where the case ends, and how its keys are indented.
 */
final class RegionFinder {

  private static final List<String> SECTIONS = List.of("streaming", "batch");

  private final SourceText source;

  RegionFinder(SourceText source) {
    this.source = source;
  }

  CaseRegions regions(MappingNode map) {
    Map<String, CaseRegions.Region> expectations = new HashMap<>();
    Map<String, CaseRegions> sections = new HashMap<>();
    for (NodeTuple entry : map.getValue()) {
      if (!(entry.getKeyNode() instanceof ScalarNode key)) {
        continue;
      }
      Node value = entry.getValueNode();
      if (ExpectationReader.OUTPUT_KEYS.contains(key.getValue())) {
        expectations.putIfAbsent(key.getValue(), region(key, value));
      } else if (SECTIONS.contains(key.getValue()) && value instanceof MappingNode section) {
        sections.putIfAbsent(key.getValue(), regions(section));
      }
    }
    int firstKey =
        map.getValue().isEmpty()
            ? source.offset(map.getStartMark())
            : source.offset(map.getValue().get(0).getKeyNode().getStartMark());
    int indent = firstKey - source.lineStart(source.lineOf(firstKey));
    boolean flow = map.getFlowStyle() == FlowStyle.FLOW;
    return new CaseRegions(expectations, firstKey, end(map), indent, flow, sections);
  }

  private CaseRegions.Region region(ScalarNode key, Node value) {
    boolean block = Nodes.isBlockScalar(value);
    int indent = block ? ScalarMap.of((ScalarNode) value, source).indent() : -1;
    return new CaseRegions.Region(
        source.offset(key.getStartMark()),
        source.offset(key.getEndMark()),
        source.offset(value.getStartMark()),
        end(value),
        block,
        indent);
  }

  /**
   * Where a node's text ends: after its last character, before the line breaks, blank lines and
   * comments that SnakeYAML counts into block nodes.
   */
  int end(Node node) {
    if (node instanceof MappingNode map && map.getFlowStyle() != FlowStyle.FLOW) {
      List<NodeTuple> entries = map.getValue();
      return entries.isEmpty()
          ? source.offset(node.getEndMark())
          : end(entries.get(entries.size() - 1).getValueNode());
    }
    if (node instanceof SequenceNode list && list.getFlowStyle() != FlowStyle.FLOW) {
      List<Node> items = list.getValue();
      return items.isEmpty() ? source.offset(node.getEndMark()) : end(items.get(items.size() - 1));
    }
    if (Nodes.isBlockScalar(node)) {
      return ScalarMap.of((ScalarNode) node, source).contentEnd();
    }
    return source.offset(node.getEndMark());
  }
}
