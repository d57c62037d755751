package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.parse.Dialect;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.ParsedStatement;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.linter.plan.DdlReader;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SqlBlock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.SqlCreateObject;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTableAs;
import org.apache.flink.sql.parser.ddl.view.SqlCreateView;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * Reads a {@code tables} key: a map from table name to its {@code CREATE TABLE}, or one block of
 * {@code CREATE TABLE} and {@code CREATE VIEW} statements. The DDL is parsed with the linter's
 * front end; its syntax errors are reported at their place in the file.
 */
final class TablesReader {

  private final Problems problems;
  private final SqlFrontEnd frontEnd = new SqlFrontEnd();
  private final DdlReader ddl = new DdlReader(Dialect.FLINK);

  TablesReader(Problems problems) {
    this.problems = problems;
  }

  /** Reads the tables and registers each in the catalog, which LIKE clauses look up. */
  TableSet read(Node node, Catalog catalog) {
    if (node instanceof ScalarNode scalar && !Nodes.isNull(scalar)) {
      SqlBlock block = ScalarMap.of(scalar, problems.source()).sqlBlock();
      List<DdlEntry> entries = new ArrayList<>();
      boolean complete = statements(block, null, catalog, entries);
      if (entries.isEmpty() && complete) {
        problems.at(node, Messages.noDdl());
      }
      return new TableSet(entries, complete);
    }
    if (!(node instanceof MappingNode map)) {
      problems.at(
          node, Messages.expected("tables", "a map or a block of DDL", Nodes.describe(node)));
      return new TableSet(List.of(), false);
    }
    List<DdlEntry> entries = new ArrayList<>();
    boolean complete = true;
    for (NodeTuple entry : YamlMap.read(map, null, "tables", problems).entries()) {
      String name = ((ScalarNode) entry.getKeyNode()).getValue();
      Optional<ScalarNode> value = Nodes.nonBlankText(entry.getValueNode(), name, problems);
      if (value.isEmpty()) {
        complete = false;
        continue;
      }
      SqlBlock block = ScalarMap.of(value.get(), problems.source()).sqlBlock();
      int before = entries.size();
      complete &= statements(block, name, catalog, entries);
      if (entries.size() == before) {
        complete = false;
      }
    }
    return new TableSet(entries, complete);
  }

  /**
   * Parses a block's statements into entries; for a map entry ({@code key} not null) exactly one
   * statement naming the key. Returns whether every statement was read.
   */
  private boolean statements(SqlBlock block, String key, Catalog catalog, List<DdlEntry> out) {
    ParsedScript script = frontEnd.parse(SourceFile.of(problems.source().file(), block.text()));
    for (ParsedScript.SyntaxProblem p : script.problems()) {
      problems.at(at(block, p.span()), Messages.ddlSyntaxError(p.message()));
    }
    boolean complete = script.problems().isEmpty();
    if (key != null && script.statements().isEmpty() && complete) {
      problems.at(block.start(), Messages.noDdl());
      return false;
    }
    Map<String, Position> seen = new HashMap<>();
    out.forEach(e -> seen.put(e.name(), e.position()));
    int[] lineStarts = lineStarts(block.text());
    for (ParsedStatement statement : script.statements()) {
      if (key != null && statement.index() > 0) {
        problems.at(at(block, statement.span()), Messages.oneStatementPerTable(key));
        return false;
      }
      Optional<DdlEntry> entry = entry(block, statement, catalog, lineStarts);
      if (entry.isEmpty()) {
        complete = false;
        continue;
      }
      DdlEntry e = entry.get();
      if (key != null && !e.name().equals(key)) {
        problems.at(e.position(), Messages.tableNameMismatch(key, e.name()));
        return false;
      }
      Position first = seen.putIfAbsent(e.name(), e.position());
      if (first != null) {
        problems.at(e.position(), Messages.tableDeclaredTwice(e.name(), first.line()));
        continue;
      }
      out.add(e);
    }
    return complete;
  }

  private Optional<DdlEntry> entry(
      SqlBlock block, ParsedStatement statement, Catalog catalog, int[] lineStarts) {
    SqlNode node = statement.node();
    Position at = at(block, statement.span());
    if (node instanceof SqlCreateTableAs
        || !(node instanceof SqlCreateTable || node instanceof SqlCreateView)) {
      problems.at(at, Messages.notDdl(statementKind(node, block, lineStarts, statement.span())));
      return Optional.empty();
    }
    SqlCreateObject create = (SqlCreateObject) node;
    Position name = at(block, Span.of(create.getName()));
    SqlBlock own = own(block, lineStarts, statement.span());
    TableDef table;
    try {
      table =
          node instanceof SqlCreateTable t
              ? ddl.table(t, catalog, problems.source().file())
              : ddl.view((SqlCreateView) node, problems.source().file());
    } catch (RuntimeException e) {
      // The linter's DDL reader does not cover every construct; the statement is still Flink's.
      problems.at(at, Messages.unreadableDdl(e.getMessage()));
      return Optional.empty();
    }
    catalog.register(table);
    return Optional.of(new DdlEntry(table.name(), own, Optional.of(table), name));
  }

  private static Position at(SqlBlock block, Span span) {
    return block.positionOf(span.startLine(), span.startColumn());
  }

  /** What a statement is, in its own first word: SET, INSERT, ...; CTAS by name. */
  private static String statementKind(SqlNode node, SqlBlock block, int[] lineStarts, Span span) {
    if (node instanceof SqlCreateTableAs) {
      return "CREATE TABLE AS";
    }
    String text = own(block, lineStarts, span).text().strip();
    int end = 0;
    while (end < text.length() && Character.isLetter(text.charAt(end))) {
      end++;
    }
    return end == 0 ? node.getKind().sql : text.substring(0, end).toUpperCase(Locale.ROOT);
  }

  /** The statement's own text: from its first to its last character. */
  private static SqlBlock own(SqlBlock block, int[] lineStarts, Span span) {
    int length = block.text().length();
    int from = Math.min(length, offset(lineStarts, span.startLine(), span.startColumn()));
    int to = Math.min(length, offset(lineStarts, span.endLine(), span.endColumn()) + 1);
    return block.slice(from, Math.max(from, to));
  }

  private static int offset(int[] lineStarts, int line, int column) {
    int index = Math.max(0, Math.min(line, lineStarts.length) - 1);
    return lineStarts[index] + Math.max(0, column - 1);
  }

  private static int[] lineStarts(String text) {
    List<Integer> starts = new ArrayList<>();
    starts.add(0);
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        starts.add(i + 1);
      }
    }
    return starts.stream().mapToInt(Integer::intValue).toArray();
  }
}
