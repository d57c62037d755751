package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.parse.Span;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlOrderBy;
import org.apache.calcite.sql.SqlSelect;

/**
 * The parse-tree shape {@code CorrelateSortToRankRule} can match on the right of a LATERAL join:
 * {@code LATERAL (SELECT cols FROM t WHERE a = b AND ... ORDER BY ... LIMIT n) alias}, whose SELECT
 * list is plain columns (SqlToRel makes a Project that is a mapping), whose WHERE is only
 * equalities of two columns (the rule wants every conjunct a column equal to a correlation
 * variable) and whose LIMIT is a literal without OFFSET (the rule leaves an OFFSET alone).
 *
 * @param alias the alias of the LATERAL subquery; null without one
 * @param columnNames the column aliases written after the alias; empty without them
 * @param select the subquery's SELECT
 * @param order the ORDER BY keys, empty without ORDER BY
 * @param fetch the LIMIT
 * @param equalities the conjuncts of the WHERE, each an equality of two columns
 * @param span the ORDER BY ... LIMIT clause
 */
record CorrelatedLimit(
    String alias,
    List<String> columnNames,
    SqlSelect select,
    List<SqlNode> order,
    long fetch,
    List<SqlCall> equalities,
    Span span) {

  CorrelatedLimit {
    columnNames = List.copyOf(columnNames);
    order = List.copyOf(order);
    equalities = List.copyOf(equalities);
  }

  /** The shape of a FROM item, or null when it is not one the rule could match. */
  static CorrelatedLimit of(SqlNode item) {
    String alias = null;
    List<String> columnNames = new ArrayList<>();
    SqlNode node = item;
    if (node.getKind() == SqlKind.AS) {
      SqlCall as = (SqlCall) node;
      alias = ((SqlIdentifier) as.operand(1)).getSimple();
      for (SqlNode n : as.getOperandList().subList(2, as.operandCount())) {
        columnNames.add(((SqlIdentifier) n).getSimple());
      }
      node = as.operand(0);
    }
    if (node.getKind() != SqlKind.LATERAL) {
      return null;
    }
    node = ((SqlCall) node).operand(0);
    SqlSelect select;
    SqlNodeList order;
    SqlNode offset;
    SqlNode fetch;
    if (node instanceof SqlOrderBy orderBy && orderBy.query instanceof SqlSelect inner) {
      select = inner;
      order = orderBy.orderList;
      offset = orderBy.offset;
      fetch = orderBy.fetch;
    } else if (node instanceof SqlSelect inner) {
      select = inner;
      order = inner.getOrderList();
      offset = inner.getOffset();
      fetch = inner.getFetch();
    } else {
      return null;
    }
    if (offset != null
        || !(fetch instanceof SqlLiteral literal)
        || !(literal.getValue() instanceof BigDecimal n)
        || !plainSelect(select)) {
      return null;
    }
    List<SqlCall> equalities = new ArrayList<>();
    if (!equalities(select.getWhere(), equalities)) {
      return null;
    }
    List<SqlNode> keys = order == null ? List.of() : order.getList();
    Span span = Span.of(fetch);
    if (!keys.isEmpty()) {
      span = Span.of(keys.get(0)).union(span);
    }
    return new CorrelatedLimit(alias, columnNames, select, keys, n.longValue(), equalities, span);
  }

  /** A SELECT of plain columns from one FROM item, with nothing that would sit above its WHERE. */
  private static boolean plainSelect(SqlSelect select) {
    if (select.isDistinct()
        || select.getFrom() == null
        || select.getFrom().getKind() == SqlKind.JOIN
        || select.getWhere() == null
        || select.getQualify() != null
        || (select.getWindowList() != null && select.getWindowList().size() > 0)
        || AggregateConverter.needsAggregate(select)) {
      return false;
    }
    for (SqlNode item : select.getSelectList()) {
      SqlNode column = item.getKind() == SqlKind.AS ? ((SqlCall) item).operand(0) : item;
      if (!(column instanceof SqlIdentifier)) {
        return false;
      }
    }
    return true;
  }

  /** Collects the AND-ed equalities of two columns; false when another conjunct is there. */
  private static boolean equalities(SqlNode condition, List<SqlCall> out) {
    if (!(condition instanceof SqlBasicCall call)) {
      return false;
    }
    if (call.getKind() == SqlKind.AND) {
      for (SqlNode operand : call.getOperandList()) {
        if (!equalities(operand, out)) {
          return false;
        }
      }
      return true;
    }
    if (call.getKind() == SqlKind.EQUALS
        && call.operand(0) instanceof SqlIdentifier a
        && call.operand(1) instanceof SqlIdentifier b
        && !a.isStar()
        && !b.isStar()) {
      out.add(call);
      return true;
    }
    return false;
  }
}
