package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.ParsedStatement;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.linter.plan.convert.DdlReader;
import io.github.topnkit.linter.target.Dialect;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlNode;
import org.apache.flink.sql.parser.ddl.SqlSet;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTableAs;
import org.apache.flink.sql.parser.ddl.view.SqlCreateView;
import org.apache.flink.sql.parser.dml.RichSqlInsert;
import org.apache.flink.sql.parser.dml.SqlExecute;
import org.apache.flink.sql.parser.dml.SqlStatementSet;

/**
 * What a case's script tells the parser: the session time zone it sets, the tables and views it
 * declares (registered in the case's catalog) and the sinks it inserts into. Problems of the script
 * itself are Flink's to report when the case runs.
 */
record ScriptFacts(ZoneId zone, Set<String> sinks, boolean parsed) {

  static final String TIME_ZONE = "table.local-time-zone";

  /** The facts of a query, which sets nothing and inserts nowhere. */
  static ScriptFacts none(boolean parsed) {
    return new ScriptFacts(ZoneOffset.UTC, Set.of(), parsed);
  }

  static ScriptFacts of(String file, String sql, Catalog catalog) {
    ParsedScript script = new SqlFrontEnd().parse(SourceFile.of(file, sql));
    ZoneId zone = ZoneOffset.UTC;
    Set<String> sinks = new LinkedHashSet<>();
    DdlReader ddl = new DdlReader(Dialect.FLINK);
    for (ParsedStatement statement : script.statements()) {
      for (SqlNode node : unwrap(statement.node())) {
        if (node instanceof SqlSet set && set.getKey() != null) {
          if (unquote(set.getKeyString()).equals(TIME_ZONE)) {
            zone = zone(unquote(set.getValueString()), zone);
          }
        } else if (node instanceof RichSqlInsert insert) {
          if (insert.getTargetTable() instanceof SqlIdentifier id) {
            sinks.add(id.names.get(id.names.size() - 1));
          }
        } else if (node instanceof SqlCreateTable create && !(node instanceof SqlCreateTableAs)) {
          register(catalog, () -> ddl.table(create, catalog, file));
        } else if (node instanceof SqlCreateView view) {
          register(catalog, () -> ddl.view(view, file));
        }
      }
    }
    return new ScriptFacts(zone, sinks, script.problems().isEmpty());
  }

  /** The statements a statement stands for: those of a statement set, or itself. */
  private static List<SqlNode> unwrap(SqlNode node) {
    SqlNode n = node instanceof SqlExecute execute ? execute.getStatement() : node;
    if (n instanceof SqlStatementSet set) {
      return new ArrayList<>(set.getInserts());
    }
    return List.of(n);
  }

  private static void register(Catalog catalog, Supplier<TableDef> def) {
    try {
      catalog.register(def.get());
    } catch (RuntimeException e) {
      // A statement the linter cannot read is Flink's to judge when the case runs.
    }
  }

  /** An unknown zone is Flink's error to report; rows are read in UTC meanwhile. */
  private static ZoneId zone(String id, ZoneId current) {
    try {
      return ZoneId.of(id);
    } catch (DateTimeException e) {
      return current;
    }
  }

  private static String unquote(String s) {
    String t = s.trim();
    if (t.length() >= 2 && t.startsWith("'") && t.endsWith("'")) {
      return t.substring(1, t.length() - 1).replace("''", "'");
    }
    return t;
  }
}
