package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.config.Suggestions;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.rules.BuiltInRules;
import io.github.topnkit.linter.rules.Rule;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.Expectations.ErrorExpectation;
import io.github.topnkit.spec.Expectations.LintExpectation;
import io.github.topnkit.spec.ExpectedRows;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads the expectation keys of a case, or of its {@code streaming} / {@code batch} override:
 * {@code changelog}, {@code final}, {@code error}, {@code lint} and {@code pattern}.
 */
final class ExpectationReader {

  static final List<String> OUTPUT_KEYS = List.of("changelog", "final", "error");
  static final List<String> KEYS = List.of("changelog", "final", "error", "lint", "pattern");

  private static final Pattern LINT_ENTRY = Pattern.compile("([A-Za-z][A-Za-z0-9]*)(@(.*))?");

  private final Problems problems;
  private final CaseContext context;

  ExpectationReader(Problems problems, CaseContext context) {
    this.problems = problems;
    this.context = context;
  }

  Expectations read(YamlMap map) {
    exclusive(map);
    return new Expectations(
        map.value("changelog").flatMap(v -> outputs(v, "changelog", false)),
        map.value("final").flatMap(v -> outputs(v, "final", true)),
        map.value("error").flatMap(this::error),
        map.value("lint").flatMap(this::lint),
        map.value("pattern").flatMap(this::pattern));
  }

  /** {@code changelog}, {@code final} and {@code error} exclude each other. */
  private void exclusive(YamlMap map) {
    String first = null;
    for (String key : map.keys()) {
      if (!OUTPUT_KEYS.contains(key)) {
        continue;
      }
      if (first == null) {
        first = key;
      } else {
        int line = problems.source().position(map.key(first).get().getStartMark()).line();
        problems.at(map.key(key).get(), Messages.exclusiveExpectations(key, first, line));
      }
    }
  }

  private Optional<Map<String, ExpectedRows>> outputs(Node node, String key, boolean finalRows) {
    Map<String, ExpectedRows> outputs = new LinkedHashMap<>();
    if (node instanceof MappingNode map) {
      if (context.query()) {
        problems.at(node, Messages.queryHasOneOutput(key));
        return Optional.empty();
      }
      for (NodeTuple entry : YamlMap.read(map, null, key, problems).entries()) {
        ScalarNode sink = (ScalarNode) entry.getKeyNode();
        if (context.sinksKnown() && !context.sinks().contains(sink.getValue())) {
          problems.at(sink, Messages.notASink(sink.getValue(), context.sinks()));
          continue;
        }
        RowBlocks.read(entry.getValueNode(), key + " of " + sink.getValue(), problems)
            .ifPresent(
                b -> outputs.put(sink.getValue(), RowBlocks.expected(b, finalRows, problems)));
      }
      if (map.getValue().isEmpty()) {
        problems.at(node, Messages.noOutputs(key));
      }
      return Optional.of(outputs);
    }
    if (!context.query() && context.sinksKnown() && context.sinks().size() != 1) {
      problems.at(node, Messages.sinkCount(key, context.sinks()));
    }
    RowBlocks.read(node, key, problems)
        .ifPresent(
            b -> outputs.put(Expectations.SINGLE, RowBlocks.expected(b, finalRows, problems)));
    return Optional.of(outputs);
  }

  private Optional<ErrorExpectation> error(Node node) {
    return Nodes.nonBlankText(node, "error", problems)
        .map(s -> new ErrorExpectation(s.getValue(), problems.source().position(s.getStartMark())));
  }

  private Optional<List<LintExpectation>> lint(Node node) {
    Optional<SequenceNode> list = Nodes.list(node, "lint", problems);
    if (list.isEmpty()) {
      return Optional.empty();
    }
    List<LintExpectation> entries = new ArrayList<>();
    for (Node item : list.get().getValue()) {
      Nodes.nonBlankText(item, "a lint entry", problems)
          .flatMap(this::lintEntry)
          .ifPresent(entries::add);
    }
    return Optional.of(entries);
  }

  private Optional<LintExpectation> lintEntry(ScalarNode node) {
    ScalarMap map = ScalarMap.of(node, problems.source());
    String text = node.getValue();
    Matcher m = LINT_ENTRY.matcher(text);
    if (!m.matches()) {
      problems.at(node, Messages.badLintEntry(text));
      return Optional.empty();
    }
    String id = m.group(1);
    if (BuiltInRules.byId(id).isEmpty()) {
      List<String> ids = BuiltInRules.all().stream().map(Rule::id).toList();
      problems.at(node, Messages.unknownRule(id, Suggestions.closest(id, ids)));
      return Optional.empty();
    }
    Optional<Integer> line = Optional.empty();
    if (m.group(2) != null) {
      String number = m.group(3);
      int at = m.start(3);
      if (!number.matches("[0-9]{1,9}") || Integer.parseInt(number) < 1) {
        problems.at(map.position(at), Messages.badLintLine(number));
        return Optional.empty();
      }
      int n = Integer.parseInt(number);
      if (n > context.sqlLines()) {
        problems.at(
            map.position(at), Messages.lintLinePastEnd(n, context.sqlLines(), context.query()));
        return Optional.empty();
      }
      line = Optional.of(n);
    }
    return Optional.of(
        new LintExpectation(id, line, problems.source().position(node.getStartMark())));
  }

  private Optional<List<PatternKind>> pattern(Node node) {
    List<Node> items = node instanceof SequenceNode list ? list.getValue() : List.of(node);
    List<PatternKind> kinds = new ArrayList<>();
    boolean ok = true;
    for (Node item : items) {
      Optional<ScalarNode> text = Nodes.nonBlankText(item, "pattern", problems);
      if (text.isEmpty()) {
        ok = false;
        continue;
      }
      Optional<PatternKind> kind = patternKind(text.get().getValue().strip());
      if (kind.isEmpty()) {
        List<String> names = Arrays.stream(PatternKind.values()).map(Enum::name).toList();
        String given = text.get().getValue().strip();
        problems.at(item, Messages.unknownPattern(given, names, Suggestions.closest(given, names)));
        ok = false;
        continue;
      }
      kinds.add(kind.get());
    }
    return ok ? Optional.of(kinds) : Optional.empty();
  }

  private static Optional<PatternKind> patternKind(String name) {
    return Arrays.stream(PatternKind.values()).filter(k -> k.name().equals(name)).findFirst();
  }
}
