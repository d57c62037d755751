package io.github.topnkit.flink;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.StringJoiner;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.flink.sql.parser.ddl.SqlTableOption;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTableAs;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTableLike;

/**
 * Gives a CREATE TABLE other options by replacing the text of its {@code WITH (...)} list, found
 * through the parse tree's positions; schema, computed columns, watermark and primary key stay
 * exactly as written. A table without options gets a {@code WITH} clause where Flink expects it.
 */
final class WithClause {

  private WithClause() {}

  /**
   * The statement's text with the given options, or empty for a CREATE TABLE AS without a WITH
   * clause, which Flink rejects as it would in production.
   */
  static Optional<String> replace(
      SqlScript script,
      SqlScript.Statement statement,
      SqlCreateTable create,
      Map<String, String> options) {
    String text = script.text();
    TextOffsets offsets = script.offsets();
    String list = render(options);
    SqlNodeList properties = propertyList(create);
    SqlParserPos pos = properties.getParserPosition();
    if (pos.getLineNum() >= 1) {
      int open = offsets.offset(pos.getLineNum(), pos.getColumnNum());
      int close = offsets.offset(pos.getEndLineNum(), pos.getEndColumnNum());
      if (text.charAt(open) != '(' || text.charAt(close) != ')') {
        throw new IllegalStateException(
            "the WITH list of " + create.getName() + " is not at " + pos);
      }
      return Optional.of(
          text.substring(statement.start(), open)
              + "("
              + list
              + ")"
              + text.substring(close + 1, statement.end()));
    }
    if (create instanceof SqlCreateTableAs) {
      return Optional.empty();
    }
    int insertAt;
    String clause;
    if (create instanceof SqlCreateTableLike like) {
      SqlParserPos likePos = like.getTableLike().getParserPosition();
      insertAt = offsets.offset(likePos.getLineNum(), likePos.getColumnNum());
      clause = "WITH (" + list + ") ";
    } else {
      SqlParserPos end = create.getParserPosition();
      insertAt = offsets.offset(end.getEndLineNum(), end.getEndColumnNum()) + 1;
      clause = " WITH (" + list + ")";
    }
    return Optional.of(
        text.substring(statement.start(), insertAt)
            + clause
            + text.substring(insertAt, statement.end()));
  }

  /**
   * The {@code WITH} list node. The parser keeps it in a field without a getter; it is the operand
   * that holds the table options, or the fourth operand when there are none.
   */
  private static SqlNodeList propertyList(SqlCreateTable create) {
    List<SqlNode> operands = create.getOperandList();
    for (SqlNode operand : operands) {
      if (operand instanceof SqlNodeList list
          && !list.isEmpty()
          && list.stream().allMatch(SqlTableOption.class::isInstance)) {
        return list;
      }
    }
    if (create.getProperties().isEmpty() && operands.get(3) instanceof SqlNodeList list) {
      return list;
    }
    throw new IllegalStateException("no WITH list found in CREATE TABLE " + create.getName());
  }

  private static String render(Map<String, String> options) {
    StringJoiner joiner = new StringJoiner(", ");
    options.forEach((key, value) -> joiner.add(quote(key) + " = " + quote(value)));
    return joiner.toString();
  }

  private static String quote(String s) {
    return "'" + s.replace("'", "''") + "'";
  }
}
