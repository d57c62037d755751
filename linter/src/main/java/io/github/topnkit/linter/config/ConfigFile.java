package io.github.topnkit.linter.config;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.messages.Messages;
import io.github.topnkit.linter.rules.BuiltInRules;
import io.github.topnkit.linter.rules.Rule;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * Reads a project's {@code .topnkit.yml}. It works on SnakeYAML's node tree rather than on loaded
 * objects, so every problem points at the line and column of the key or value at fault.
 */
public final class ConfigFile {

  public static final String NAME = ".topnkit.yml";

  static final List<String> KEYS =
      List.of("flinkVersion", "dialect", "mode", "schema", "rules", "failOn", "functions");
  private static final java.util.regex.Pattern FUNCTION_NAME =
      java.util.regex.Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
  static final List<String> RULE_KEYS = List.of("disable", "only", "severity");

  private final String display;
  private final Path baseDir;

  private ConfigFile(String display, Path baseDir) {
    this.display = display;
    this.baseDir = baseDir;
  }

  /** The nearest {@code .topnkit.yml} in the folder or one of its parents. */
  public static Optional<Path> find(Path dir) {
    for (Path p = dir.toAbsolutePath().normalize(); p != null; p = p.getParent()) {
      Path candidate = p.resolve(NAME);
      if (Files.isRegularFile(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }

  /** Reads the file; {@code display} is how errors name it. */
  public static ProjectConfig load(Path file, String display) throws ConfigException {
    String text;
    try {
      text = Files.readString(file);
    } catch (CharacterCodingException e) {
      throw ConfigException.of(display, Messages.configNotUtf8());
    } catch (IOException e) {
      throw ConfigException.of(display, Messages.ioReason(e));
    }
    Path dir = file.toAbsolutePath().normalize().getParent();
    return parse(display, dir, text);
  }

  /** Parses configuration text; schema paths are resolved against {@code baseDir}. */
  public static ProjectConfig parse(String display, Path baseDir, String text)
      throws ConfigException {
    return new ConfigFile(display, baseDir).parse(text);
  }

  private ProjectConfig parse(String text) throws ConfigException {
    Node root;
    try {
      LoaderOptions options = new LoaderOptions();
      options.setMaxAliasesForCollections(20);
      root = new Yaml(options).compose(new StringReader(text));
    } catch (MarkedYAMLException e) {
      Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
      String problem = e.getProblem() != null ? e.getProblem() : e.getContext();
      throw mark == null
          ? ConfigException.of(display, Messages.invalidYaml(problem))
          : error(mark, Messages.invalidYaml(problem));
    } catch (YAMLException e) {
      throw ConfigException.of(display, Messages.invalidYaml(e.getMessage()));
    }
    if (root == null || isNull(root)) {
      return ProjectConfig.EMPTY;
    }
    Optional<FlinkVersion> version = Optional.empty();
    Optional<Dialect> dialect = Optional.empty();
    Optional<ExecutionMode> mode = Optional.empty();
    List<Path> schema = List.of();
    RuleSettings rules = RuleSettings.DEFAULT;
    Optional<FailOn> failOn = Optional.empty();
    Map<String, String> functions = Map.of();
    for (NodeTuple entry : entries(mapping(root, "the configuration"), KEYS)) {
      Node value = entry.getValueNode();
      switch (((ScalarNode) entry.getKeyNode()).getValue()) {
        case "flinkVersion" ->
            version = Optional.of(value(value, "flinkVersion", FlinkVersion::parse));
        case "dialect" -> dialect = Optional.of(value(value, "dialect", Dialect::parse));
        case "mode" -> mode = Optional.of(value(value, "mode", ExecutionMode::parse));
        case "schema" -> schema = schema(value);
        case "rules" -> rules = rules(value);
        case "functions" -> functions = functions(value);
        default -> failOn = Optional.of(value(value, "failOn", FailOn::parse));
      }
    }
    return new ProjectConfig(version, dialect, mode, schema, rules, failOn, functions);
  }

  /**
   * Functions registered outside the scripts, by name, with the SQL type each returns; the types
   * are checked with Flink's parser when the schema is loaded.
   */
  private Map<String, String> functions(Node node) throws ConfigException {
    Map<String, String> functions = new LinkedHashMap<>();
    if (isNull(node)) {
      return functions;
    }
    for (NodeTuple entry : entries(mapping(node, "functions"), null)) {
      ScalarNode name = (ScalarNode) entry.getKeyNode();
      if (!FUNCTION_NAME.matcher(name.getValue()).matches()) {
        throw error(name.getStartMark(), Messages.functionNameInvalid(name.getValue()));
      }
      functions.put(
          name.getValue(), value(entry.getValueNode(), "functions." + name.getValue(), t -> t));
    }
    return functions;
  }

  private List<Path> schema(Node node) throws ConfigException {
    List<Path> files = new ArrayList<>();
    for (ScalarNode item : list(node, "schema")) {
      Path file = baseDir.resolve(item.getValue()).normalize();
      if (!Files.isRegularFile(file)) {
        throw error(item.getStartMark(), Messages.schemaFileMissing(item.getValue()));
      }
      files.add(file);
    }
    return files;
  }

  private RuleSettings rules(Node node) throws ConfigException {
    Set<String> disabled = new LinkedHashSet<>();
    Set<String> only = new LinkedHashSet<>();
    Map<String, Severity> severities = new HashMap<>();
    if (isNull(node)) {
      return RuleSettings.DEFAULT;
    }
    for (NodeTuple entry : entries(mapping(node, "rules"), RULE_KEYS)) {
      String key = ((ScalarNode) entry.getKeyNode()).getValue();
      Node value = entry.getValueNode();
      if (key.equals("severity")) {
        if (isNull(value)) {
          continue;
        }
        for (NodeTuple s : entries(mapping(value, "rules.severity"), null)) {
          String id = ruleId((ScalarNode) s.getKeyNode());
          severities.put(id, value(s.getValueNode(), "rules.severity." + id, Severity::parse));
        }
        continue;
      }
      Set<String> target = key.equals("disable") ? disabled : only;
      for (ScalarNode item : list(value, "rules." + key)) {
        target.add(ruleId(item));
      }
    }
    return new RuleSettings(only, disabled, severities);
  }

  private String ruleId(ScalarNode node) throws ConfigException {
    String id = node.getValue().trim();
    if (BuiltInRules.byId(id).isEmpty()) {
      List<String> ids = BuiltInRules.all().stream().map(Rule::id).toList();
      throw error(node.getStartMark(), Messages.unknownRule(id, Suggestions.closest(id, ids)));
    }
    return BuiltInRules.canonicalId(id);
  }

  /** The entries of a mapping, checking for scalar keys, duplicates and (if given) known keys. */
  private List<NodeTuple> entries(MappingNode map, List<String> known) throws ConfigException {
    Set<String> seen = new HashSet<>();
    for (NodeTuple entry : map.getValue()) {
      if (!(entry.getKeyNode() instanceof ScalarNode key)) {
        throw error(entry.getKeyNode().getStartMark(), Messages.configKeyNotText());
      }
      if (known != null && !known.contains(key.getValue())) {
        throw error(
            key.getStartMark(),
            Messages.unknownConfigKey(
                key.getValue(), known, Suggestions.closest(key.getValue(), known)));
      }
      if (!seen.add(key.getValue())) {
        throw error(key.getStartMark(), Messages.duplicateConfigKey(key.getValue()));
      }
    }
    return map.getValue();
  }

  private MappingNode mapping(Node node, String what) throws ConfigException {
    if (node instanceof MappingNode map) {
      return map;
    }
    throw error(node.getStartMark(), Messages.configExpectedMapping(what));
  }

  /** A list of text values; a single value counts as a list of one, nothing as an empty list. */
  private List<ScalarNode> list(Node node, String key) throws ConfigException {
    if (isNull(node)) {
      return List.of();
    }
    if (node instanceof ScalarNode scalar) {
      return List.of(scalar);
    }
    if (!(node instanceof SequenceNode seq)) {
      throw error(node.getStartMark(), Messages.configExpectedList(key));
    }
    List<ScalarNode> items = new ArrayList<>();
    for (Node item : seq.getValue()) {
      if (!(item instanceof ScalarNode scalar) || isNull(item)) {
        throw error(item.getStartMark(), Messages.configExpectedList(key));
      }
      items.add(scalar);
    }
    return items;
  }

  private <T> T value(Node node, String key, Function<String, T> parser) throws ConfigException {
    if (!(node instanceof ScalarNode scalar) || isNull(node)) {
      throw error(node.getStartMark(), Messages.configExpectedValue(key));
    }
    try {
      return parser.apply(scalar.getValue());
    } catch (IllegalArgumentException e) {
      throw error(node.getStartMark(), e.getMessage());
    }
  }

  private static boolean isNull(Node node) {
    return node instanceof ScalarNode s && (Tag.NULL.equals(s.getTag()) || s.getValue().isEmpty());
  }

  private ConfigException error(Mark mark, String message) {
    return ConfigException.at(display, mark.getLine() + 1, mark.getColumn() + 1, message);
  }
}
