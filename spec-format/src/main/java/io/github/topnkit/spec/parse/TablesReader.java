package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.ParsedStatement;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.linter.plan.convert.DdlReader;
import io.github.topnkit.linter.target.Dialect;
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
    List<ParsedStatement> statements = script.statements();
    for (int i = 0; i < statements.size(); i++) {
      ParsedStatement statement = statements.get(i);
      if (key != null && i > 0) {
        problems.at(at(block, statement.span()), Messages.oneStatementPerTable(key));
        return false;
      }
      int from = offset(block, lineStarts, statement.span());
      int to =
          i + 1 < statements.size()
              ? offset(block, lineStarts, statements.get(i + 1).span())
              : block.text().length();
      Optional<DdlEntry> entry = entry(statement, catalog, own(block, from, to));
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

  private Optional<DdlEntry> entry(ParsedStatement statement, Catalog catalog, SqlBlock own) {
    SqlNode node = statement.node();
    if (node instanceof SqlCreateTableAs
        || !(node instanceof SqlCreateTable || node instanceof SqlCreateView)) {
      problems.at(own.start(), Messages.notDdl(statementKind(node, own.text())));
      return Optional.empty();
    }
    SqlCreateObject create = (SqlCreateObject) node;
    Span nameSpan = Span.of(create.getName());
    // Positions in the parse tree count from the whole block; the statement's own block starts
    // at its first line.
    Position name = ownPosition(own, statement.span(), nameSpan);
    TableDef table;
    try {
      table =
          node instanceof SqlCreateTable t
              ? ddl.table(t, catalog, problems.source().file())
              : ddl.view((SqlCreateView) node, problems.source().file());
    } catch (RuntimeException e) {
      // The linter's DDL reader does not cover every construct; the statement is still Flink's.
      problems.at(own.start(), Messages.unreadableDdl(e.getMessage()));
      return Optional.empty();
    }
    catalog.register(table);
    return Optional.of(new DdlEntry(table.name(), own, Optional.of(table), name));
  }

  /** The file position of a span of the block, through the statement's own block. */
  private static Position ownPosition(SqlBlock own, Span statement, Span span) {
    int line = span.startLine() - statement.startLine() + 1;
    int column = line == 1 ? span.startColumn() - statement.startColumn() + 1 : span.startColumn();
    return own.positionOf(line, column);
  }

  private static Position at(SqlBlock block, Span span) {
    return block.positionOf(span.startLine(), span.startColumn());
  }

  /** What a statement is, in its own first word: SET, INSERT, ...; CTAS by name. */
  private static String statementKind(SqlNode node, String text) {
    if (node instanceof SqlCreateTableAs) {
      return "CREATE TABLE AS";
    }
    int end = 0;
    while (end < text.length() && Character.isLetter(text.charAt(end))) {
      end++;
    }
    return end == 0 ? node.getKind().sql : text.substring(0, end).toUpperCase(Locale.ROOT);
  }

  /**
   * A statement's own text: from its first character to where the next statement starts, without
   * the semicolon, blanks and whole-line comments before that. (The parser's span of a statement
   * does not always reach its end: a view's stops at CREATE.)
   */
  private static SqlBlock own(SqlBlock block, int from, int to) {
    String text = block.text();
    int end = to;
    while (true) {
      while (end > from && Character.isWhitespace(text.charAt(end - 1))) {
        end--;
      }
      int lineStart = text.lastIndexOf('\n', end - 1) + 1;
      if (lineStart > from && text.substring(lineStart, end).strip().startsWith("--")) {
        end = lineStart;
      } else if (end > from && text.charAt(end - 1) == ';') {
        end--;
      } else {
        return block.slice(from, end);
      }
    }
  }

  private static int offset(SqlBlock block, int[] lineStarts, Span span) {
    return Math.min(
        block.text().length(), offset(lineStarts, span.startLine(), span.startColumn()));
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
