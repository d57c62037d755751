package io.github.topnkit.linter.plan.convert;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.util.Litmus;

/**
 * Expands GROUPING SETS, ROLLUP and CUBE of a GROUP BY into grouping sets, as Calcite's {@code
 * SqlValidatorUtil.analyzeGroupItem} / {@code convertGroupSet}: the GROUP BY items multiply
 * (cartesian product), ROLLUP (a, b) is (a, b), (a), (), CUBE (a, b) is every subset.
 */
final class GroupingSets {

  private GroupingSets() {}

  /**
   * Calcite's {@code ImmutableBitSet.COMPARATOR}, the order of {@code Aggregate.groupSets}: an
   * enclosing set before the sets it contains, else lexicographic on the key ordinals.
   */
  static final Comparator<BitSet> CALCITE_ORDER =
      (a, b) -> {
        if (a.equals(b)) {
          return 0;
        }
        if (contains(a, b)) {
          return -1;
        }
        if (contains(b, a)) {
          return 1;
        }
        for (int i = 0; ; ) {
          int x = a.nextSetBit(i);
          int y = b.nextSetBit(i);
          if (x != y || x < 0) {
            return Integer.compare(x, y);
          }
          i = x + 1;
        }
      };

  /** The group items without repeats, first occurrence first (Calcite's group ordinals). */
  static List<SqlNode> distinct(List<SqlNode> nodes) {
    List<SqlNode> out = new ArrayList<>();
    for (SqlNode n : nodes) {
      if (indexOf(out, n) < 0) {
        out.add(n);
      }
    }
    return out;
  }

  /**
   * The grouping sets of a GROUP BY as lists of input fields in {@code groupKeys} order, sorted as
   * Calcite sorts them; empty when there is a single set of all keys (a plain GROUP BY).
   *
   * @param nodes the distinct group items, parallel to {@code groupKeys}
   */
  static List<List<Integer>> of(SqlNodeList group, List<SqlNode> nodes, List<Integer> groupKeys) {
    List<BitSet> sets = List.of(new BitSet());
    for (SqlNode item : group) {
      sets = product(sets, setsOf(item, nodes));
    }
    // Two items naming the same input field are one key for the sets (Calcite's ordinals).
    List<BitSet> byField = new ArrayList<>();
    for (BitSet s : sets) {
      BitSet f = new BitSet();
      s.stream().forEach(p -> f.set(groupKeys.indexOf(groupKeys.get(p))));
      byField.add(f);
    }
    byField.sort(CALCITE_ORDER);
    BitSet all = new BitSet();
    for (int p = 0; p < groupKeys.size(); p++) {
      all.set(groupKeys.indexOf(groupKeys.get(p)));
    }
    if (byField.size() == 1 && byField.get(0).equals(all)) {
      return List.of();
    }
    List<List<Integer>> out = new ArrayList<>();
    for (BitSet s : byField) {
      List<Integer> fields = new ArrayList<>();
      s.stream().forEach(p -> fields.add(groupKeys.get(p)));
      out.add(fields);
    }
    return out;
  }

  /** Whether the input field is in every grouping set. */
  static boolean inEverySet(int field, List<List<Integer>> sets) {
    for (List<Integer> s : sets) {
      if (!s.contains(field)) {
        return false;
      }
    }
    return true;
  }

  private static List<BitSet> setsOf(SqlNode item, List<SqlNode> nodes) {
    SqlKind kind = item.getKind();
    if (kind == SqlKind.GROUPING_SETS) {
      List<BitSet> out = new ArrayList<>();
      for (SqlNode operand : ((SqlCall) item).getOperandList()) {
        out.addAll(setsOf(operand, nodes));
      }
      return out;
    }
    if (kind == SqlKind.ROLLUP) {
      List<SqlNode> operands = ((SqlCall) item).getOperandList();
      List<BitSet> out = new ArrayList<>();
      for (int n = operands.size(); n >= 0; n--) {
        BitSet s = new BitSet();
        for (SqlNode operand : operands.subList(0, n)) {
          s.or(single(operand, nodes));
        }
        out.add(s);
      }
      return out;
    }
    if (kind == SqlKind.CUBE) {
      List<SqlNode> operands = ((SqlCall) item).getOperandList();
      List<BitSet> out = new ArrayList<>();
      for (int mask = (1 << operands.size()) - 1; mask >= 0; mask--) {
        BitSet s = new BitSet();
        for (int i = 0; i < operands.size(); i++) {
          if ((mask & (1 << i)) != 0) {
            s.or(single(operands.get(i), nodes));
          }
        }
        out.add(s);
      }
      return out;
    }
    if (item instanceof SqlNodeList || kind == SqlKind.ROW) {
      List<BitSet> out = List.of(new BitSet());
      for (SqlNode n : elements(item)) {
        out = product(out, setsOf(n, nodes));
      }
      return out;
    }
    return List.of(single(item, nodes));
  }

  /** The keys of a ROLLUP or CUBE operand: an expression or a parenthesized list of them. */
  private static BitSet single(SqlNode item, List<SqlNode> nodes) {
    BitSet s = new BitSet();
    if (item instanceof SqlNodeList || item.getKind() == SqlKind.ROW) {
      for (SqlNode n : elements(item)) {
        s.or(single(n, nodes));
      }
      return s;
    }
    int i = indexOf(nodes, item);
    if (i < 0) {
      throw new IllegalStateException("group item outside the flattened keys: " + item);
    }
    s.set(i);
    return s;
  }

  private static List<SqlNode> elements(SqlNode item) {
    if (item instanceof SqlNodeList list) {
      List<SqlNode> out = new ArrayList<>();
      list.forEach(out::add);
      return out;
    }
    return ((SqlCall) item).getOperandList();
  }

  private static List<BitSet> product(List<BitSet> left, List<BitSet> right) {
    List<BitSet> out = new ArrayList<>();
    for (BitSet l : left) {
      for (BitSet r : right) {
        BitSet s = (BitSet) l.clone();
        s.or(r);
        out.add(s);
      }
    }
    return out;
  }

  private static boolean contains(BitSet outer, BitSet inner) {
    BitSet rest = (BitSet) inner.clone();
    rest.andNot(outer);
    return rest.isEmpty();
  }

  private static int indexOf(List<SqlNode> nodes, SqlNode n) {
    for (int i = 0; i < nodes.size(); i++) {
      if (nodes.get(i).equalsDeep(n, Litmus.IGNORE)) {
        return i;
      }
    }
    return -1;
  }
}
