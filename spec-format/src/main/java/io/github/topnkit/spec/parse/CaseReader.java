package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SqlBlock;
import io.github.topnkit.spec.TableInput;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * Reads one case: its keys, its SQL, its own tables and input over the file's, its settings and its
 * expectations per mode, into a {@link SpecCase}.
 */
final class CaseReader {

  static final List<String> KEYS =
      List.of(
          "name",
          "query",
          "script",
          "tables",
          "input",
          "mode",
          "flink",
          "seed",
          "generate",
          "key",
          "changelog",
          "final",
          "error",
          "lint",
          "pattern",
          "streaming",
          "batch",
          "skip");

  private final Problems problems;
  private final FileDefaults defaults;
  private final SettingReader settings;
  private final CaseInputs typer;

  CaseReader(Problems problems, FileDefaults defaults) {
    this.problems = problems;
    this.defaults = defaults;
    this.settings = new SettingReader(problems);
    this.typer = new CaseInputs(problems);
  }

  /** The case, or empty when it has a problem (which is reported). */
  Optional<SpecCase> read(MappingNode node, String name) {
    int before = problems.count();
    YamlMap map = YamlMap.read(node, KEYS, "a case", problems);
    Position position = problems.source().position(node.getStartMark());
    Optional<SqlBlock> sql = sql(map, node).map(s -> ScalarMap.of(s, problems.source()).sqlBlock());
    boolean query = !map.has("script");
    Catalog catalog = defaults.catalog().copy();
    TableSet tables = defaults.tables().overriddenBy(ownTables(map, catalog));
    ScriptFacts facts =
        sql.isEmpty() || query
            ? ScriptFacts.none(sql.isPresent())
            : ScriptFacts.of(problems.source().file(), sql.get().text(), catalog);
    Map<String, TableInput> inputs =
        inputs(map, catalog, tables.complete() && facts.parsed(), facts);
    Mode mode = map.value("mode").flatMap(settings::mode).orElse(defaults.mode());
    CaseContext context =
        new CaseContext(
            query,
            facts.sinks(),
            facts.parsed(),
            sql.map(SqlBlock::lineCount).orElse(Integer.MAX_VALUE));
    ByMode expectations = expectations(map, node, mode, context);
    SpecCase specCase =
        new SpecCase(
            problems.source().file(),
            name,
            position,
            sql.orElseGet(() -> new SqlBlock("", List.of(position))),
            query,
            tables.blocks(),
            inputs,
            mode,
            map.value("flink").flatMap(settings::flink).orElse(defaults.flink()),
            map.value("seed").flatMap(settings::seed).orElse(defaults.seed()),
            map.value("generate").flatMap(settings::generate).orElse(defaults.generate()),
            map.value("key").flatMap(settings::key),
            expectations.streaming(),
            expectations.batch(),
            map.value("skip").flatMap(s -> settings.text(s, "skip")),
            new RegionFinder(problems.source()).regions(node));
    return problems.count() == before ? Optional.of(specCase) : Optional.empty();
  }

  /** The expectations of the two run modes. */
  private record ByMode(Expectations streaming, Expectations batch) {}

  private TableSet ownTables(YamlMap map, Catalog catalog) {
    return map.value("tables")
        .map(t -> new TablesReader(problems).read(t, catalog))
        .orElse(TableSet.EMPTY);
  }

  /** The file's input with the case's replacing it by table, typed against the case's tables. */
  private Map<String, TableInput> inputs(
      YamlMap map, Catalog catalog, boolean complete, ScriptFacts facts) {
    Map<String, InputBlock> inputs = new LinkedHashMap<>(defaults.inputs());
    map.value("input").ifPresent(i -> inputs.putAll(InputBlock.read(i, problems)));
    return typer.type(inputs, catalog, complete, facts.zone());
  }

  private ByMode expectations(YamlMap map, MappingNode node, Mode mode, CaseContext context) {
    ExpectationReader reader = new ExpectationReader(problems, context);
    Expectations base = reader.read(map);
    for (ExecutionMode run : mode.runs()) {
      if (!expects(map, run)) {
        problems.at(node, Messages.noExpectation(mode, run));
      }
    }
    return new ByMode(
        section(map, "streaming", mode, base, reader), section(map, "batch", mode, base, reader));
  }

  /** The case's {@code query} or {@code script}: exactly one of them. */
  private Optional<ScalarNode> sql(YamlMap map, Node node) {
    Optional<Node> query = map.value("query");
    Optional<Node> script = map.value("script");
    if (query.isPresent() && script.isPresent()) {
      problems.at(map.key("script").get(), Messages.queryAndScript());
      return Optional.empty();
    }
    if (query.isEmpty() && script.isEmpty()) {
      problems.at(node, Messages.noSql());
      return Optional.empty();
    }
    return query.isPresent()
        ? Nodes.nonBlankText(query.get(), "query", problems)
        : Nodes.nonBlankText(script.get(), "script", problems);
  }

  /** A mode's expectations: the case's, with those its override map names replaced. */
  private Expectations section(
      YamlMap map, String key, Mode mode, Expectations base, ExpectationReader reader) {
    Optional<Node> node = map.value(key);
    if (node.isEmpty()) {
      return base;
    }
    if (mode != Mode.BOTH) {
      problems.at(map.key(key).get(), Messages.overrideWithoutBoth(key, mode));
      return base;
    }
    Optional<MappingNode> section = Nodes.map(node.get(), key, problems);
    if (section.isEmpty()) {
      return base;
    }
    Expectations override =
        reader.read(YamlMap.read(section.get(), ExpectationReader.KEYS, key, problems));
    boolean output =
        override.changelog().isPresent()
            || override.finalRows().isPresent()
            || override.error().isPresent();
    return new Expectations(
        output ? override.changelog() : base.changelog(),
        output ? override.finalRows() : base.finalRows(),
        output ? override.error() : base.error(),
        override.lint().isPresent() ? override.lint() : base.lint(),
        override.pattern().isPresent() ? override.pattern() : base.pattern());
  }

  /**
   * Whether the case states an expectation for a run, valid or not: a broken one is reported where
   * it is written, not as a missing one.
   */
  private boolean expects(YamlMap map, ExecutionMode run) {
    if (ExpectationReader.KEYS.stream().anyMatch(map::has)) {
      return true;
    }
    return map.value(run.label())
        .filter(MappingNode.class::isInstance)
        .map(s -> !((MappingNode) s).getValue().isEmpty())
        .orElse(false);
  }
}
