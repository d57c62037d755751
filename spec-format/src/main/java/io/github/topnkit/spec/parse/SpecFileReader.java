package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.VersionRange;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Walks a spec file's node tree from the top: the file's settings, tables and input, then each
 * case, reporting every problem it can find before giving up.
 */
final class SpecFileReader {

  static final List<String> KEYS =
      List.of("about", "flink", "mode", "seed", "generate", "tables", "input", "cases");

  private final Problems problems;
  private final SettingReader settings;

  SpecFileReader(Problems problems) {
    this.problems = problems;
    this.settings = new SettingReader(problems);
  }

  /** The spec file, or empty when it has problems (which are reported). */
  Optional<SpecFile> read(Optional<Node> root) {
    if (root.isEmpty() || Nodes.isNull(root.get())) {
      if (problems.isEmpty()) {
        problems.at(0, Messages.emptyFile());
      }
      return Optional.empty();
    }
    Optional<MappingNode> top = Nodes.map(root.get(), "a spec file", problems);
    if (top.isEmpty()) {
      return Optional.empty();
    }
    YamlMap map = YamlMap.read(top.get(), KEYS, "the spec file", problems);
    Optional<String> about = map.value("about").flatMap(a -> settings.text(a, "about"));
    Catalog catalog = new Catalog();
    FileDefaults defaults =
        new FileDefaults(
            map.value("flink").flatMap(settings::flink).orElse(VersionRange.ANY),
            map.value("mode").flatMap(settings::mode).orElse(Mode.STREAMING),
            map.value("seed").flatMap(settings::seed).orElse(FileDefaults.DEFAULT_SEED),
            map.value("generate").flatMap(settings::generate).orElse(FileDefaults.DEFAULT_GENERATE),
            map.value("tables")
                .map(t -> new TablesReader(problems).read(t, catalog))
                .orElse(TableSet.EMPTY),
            catalog,
            map.value("input").map(i -> InputBlock.read(i, problems)).orElse(Map.of()));
    List<SpecCase> cases = cases(map, top.get(), defaults);
    return problems.isEmpty()
        ? Optional.of(
            new SpecFile(problems.source().file(), problems.source().text(), about, cases))
        : Optional.empty();
  }

  private List<SpecCase> cases(YamlMap map, MappingNode top, FileDefaults defaults) {
    List<SpecCase> cases = new ArrayList<>();
    Optional<Node> node = map.value("cases");
    if (node.isEmpty()) {
      problems.at(top, Messages.noCases());
      return cases;
    }
    Optional<SequenceNode> list = Nodes.list(node.get(), "cases", problems);
    if (list.isEmpty()) {
      return cases;
    }
    if (list.get().getValue().isEmpty()) {
      problems.at(node.get(), Messages.emptyCases());
      return cases;
    }
    Map<String, Integer> names = new HashMap<>();
    CaseReader reader = new CaseReader(problems, defaults);
    for (Node item : list.get().getValue()) {
      Optional<MappingNode> caseNode = Nodes.map(item, "a case", problems);
      if (caseNode.isEmpty()) {
        continue;
      }
      String name = name(caseNode.get(), names);
      reader.read(caseNode.get(), name).ifPresent(cases::add);
    }
    return cases;
  }

  /** The case's name, checked to be there and unique; problems are reported here, once. */
  private String name(MappingNode node, Map<String, Integer> names) {
    for (var entry : node.getValue()) {
      if (entry.getKeyNode() instanceof ScalarNode key && key.getValue().equals("name")) {
        Optional<ScalarNode> text = Nodes.nonBlankText(entry.getValueNode(), "name", problems);
        if (text.isEmpty()) {
          return "";
        }
        String name = text.get().getValue();
        int line = problems.source().position(text.get().getStartMark()).line();
        Integer first = names.putIfAbsent(name, line);
        if (first != null) {
          problems.at(text.get(), Messages.duplicateCaseName(name, first));
        }
        return name;
      }
    }
    problems.at(node, Messages.noName());
    return "";
  }
}
