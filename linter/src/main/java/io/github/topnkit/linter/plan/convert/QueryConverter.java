package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.Opaque;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.Types;
import io.github.topnkit.linter.plan.Union;
import io.github.topnkit.linter.plan.Values;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlOrderBy;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlSetOperator;
import org.apache.calcite.sql.SqlWith;
import org.apache.calcite.sql.SqlWithItem;

/**
 * Converts a query's parse tree into the logical plan, as Calcite's {@code SqlToRelConverter}
 * would, but tolerant: unknown names become unknown-typed fields instead of errors.
 */
final class QueryConverter {

  private final ConversionContext ctx;
  private final FromConverter from;

  QueryConverter(ConversionContext ctx) {
    this.ctx = ctx;
    this.from = new FromConverter(ctx, this);
  }

  RelNode convert(SqlNode query, Scope outer) {
    Span span = Span.of(query);
    if (!ctx.enter()) {
      ctx.note(new PlanNote(PlanNote.Kind.UNSUPPORTED, "query nested too deeply", span));
      ctx.exit();
      return new Opaque(List.of(), RowType.EMPTY, "too deep", span);
    }
    try {
      return switch (query.getKind()) {
        case SELECT -> select((SqlSelect) query, outer);
        case UNION, INTERSECT, EXCEPT -> setOperation((SqlCall) query, outer);
        case WITH -> with((SqlWith) query, outer);
        case ORDER_BY -> orderBy((SqlOrderBy) query, outer);
        case VALUES -> values((SqlCall) query, outer);
        case EXPLICIT_TABLE -> from.item(((SqlCall) query).operand(0), outer).rel();
        default -> {
          ctx.note(new PlanNote(PlanNote.Kind.UNSUPPORTED, query.getKind().toString(), span));
          yield new Opaque(List.of(), RowType.EMPTY, query.getKind().toString(), span);
        }
      };
    } finally {
      ctx.exit();
    }
  }

  private RelNode select(SqlSelect select, Scope outer) {
    Span span = Span.of(select);
    FromConverter.From source =
        select.getFrom() == null
            ? FromConverter.From.single(span, outer)
            : from.convert(select.getFrom(), outer);
    Scope scope = source.scope();
    RelNode rel = source.rel();
    ExprConverter.Resolver base = noting(scope);
    if (select.getWhere() != null) {
      rel = Calcs.filter(rel, new ExprConverter(base).convert(select.getWhere()));
    }
    Phase phase = new Phase(rel, base);
    if (AggregateConverter.needsAggregate(select)) {
      AggregateConverter.simplifications(select).forEach(ctx::note);
      phase = new AggregateConverter().apply(phase, select);
    }
    List<SelectItem> items = selectItems(select, scope, phase);
    List<SqlNode> overHolders = new ArrayList<>();
    items.stream().map(SelectItem::node).filter(n -> n != null).forEach(overHolders::add);
    if (select.getQualify() != null) {
      overHolders.add(select.getQualify());
    }
    phase = new OverConverter().apply(phase, select, overHolders);
    List<Expr> projects = new ArrayList<>();
    List<Field> fields = new ArrayList<>();
    Map<String, Expr> aliases = new HashMap<>();
    for (SelectItem item : items) {
      Expr e = item.expr() != null ? item.expr() : phase.converter().convert(item.node());
      projects.add(e);
      fields.add(new Field(item.name(), e.type(), item.hidden()));
      aliases.putIfAbsent(item.name(), e);
    }
    Expr condition = null;
    if (select.getQualify() != null) {
      ExprConverter.Resolver inner = phase.resolver();
      ExprConverter.Resolver withAliases =
          new ExprConverter.Resolver() {
            @Override
            public Expr resolve(SqlIdentifier id) {
              if (id.isSimple() && aliases.containsKey(id.getSimple())) {
                return aliases.get(id.getSimple());
              }
              return inner.resolve(id);
            }

            @Override
            public Expr substitute(SqlNode node) {
              return inner.substitute(node);
            }

            @Override
            public FunctionScope functions() {
              return inner.functions();
            }
          };
      condition = new ExprConverter(withAliases).convert(select.getQualify());
    }
    rel = new Calc(phase.rel(), projects, condition, new RowType(fields), span);
    if (select.isDistinct()) {
      rel = distinct(rel, span);
    }
    if (select.getFetch() != null || select.getOffset() != null) {
      rel = sort(rel, select.getOrderList(), select.getOffset(), select.getFetch(), span);
    }
    return rel;
  }

  /** One output column of a SELECT: a parse-tree expression, or a field a star expanded to. */
  record SelectItem(SqlNode node, Expr expr, String name, boolean hidden) {}

  private List<SelectItem> selectItems(SqlSelect select, Scope scope, Phase phase) {
    List<SelectItem> items = new ArrayList<>();
    int ordinal = 0;
    for (SqlNode node : select.getSelectList()) {
      if (node instanceof SqlIdentifier id && id.isStar()) {
        List<Scope.Namespace> namespaces =
            id.names.size() == 1
                ? scope.namespaces()
                : nullToEmpty(scope.namespace(id.names.get(id.names.size() - 2)));
        for (Scope.Namespace ns : namespaces) {
          String twice =
              ns.rowType().names().stream()
                  .filter(ns.ambiguous()::contains)
                  .findFirst()
                  .orElse(null);
          if (twice != null) {
            // Star expansion meets the name twice, as validation does.
            ctx.note(new PlanNote(PlanNote.Kind.AMBIGUOUS_COLUMN, twice, Span.of(id)));
          }
          for (int i = 0; i < ns.rowType().size(); i++) {
            Field f = ns.rowType().get(i);
            if (!f.hidden()) {
              // Star columns are the FROM fields themselves, at the same positions in every phase.
              Expr ref = new Expr.Ref(ns.offset() + i, f.type(), Span.of(id));
              items.add(new SelectItem(null, ref, f.name(), false));
            }
          }
        }
        ordinal = items.size();
        continue;
      }
      items.add(new SelectItem(node, null, outputName(node, ordinal), false));
      ordinal++;
    }
    return items;
  }

  private static List<Scope.Namespace> nullToEmpty(Scope.Namespace ns) {
    return ns == null ? List.of() : List.of(ns);
  }

  static String outputName(SqlNode node, int ordinal) {
    if (node.getKind() == SqlKind.AS) {
      return ((SqlIdentifier) ((SqlCall) node).operand(1)).getSimple();
    }
    if (node instanceof SqlIdentifier id) {
      return id.names.get(id.names.size() - 1);
    }
    return "EXPR$" + ordinal;
  }

  /** A resolver that also notes names certainly missing from the scope, as validation would. */
  ExprConverter.Resolver noting(Scope scope) {
    ExprConverter.Resolver plain = resolver(scope);
    return new ExprConverter.Resolver() {
      @Override
      public Expr resolve(SqlIdentifier id) {
        Expr e = plain.resolve(id);
        if (e != null && scope.ambiguous(id)) {
          ctx.note(
              new PlanNote(
                  PlanNote.Kind.AMBIGUOUS_COLUMN, id.names.get(id.names.size() - 1), Span.of(id)));
        }
        if (e == null && scope.resolvesOutside(id)) {
          ctx.outerReference(id);
        }
        if (e == null && scope.certainlyMissing(id) && !FunctionTypes.isNiladic(id)) {
          ctx.note(
              new PlanNote(
                  PlanNote.Kind.UNKNOWN_COLUMN, id.names.get(id.names.size() - 1), Span.of(id)));
        }
        return e;
      }

      @Override
      public void invalid(String message, Span span) {
        ctx.note(new PlanNote(PlanNote.Kind.INVALID_LITERAL, message, span));
      }

      @Override
      public FunctionScope functions() {
        return ctx.functions;
      }
    };
  }

  static ExprConverter.Resolver resolver(Scope scope) {
    return id -> {
      int index = scope.resolve(id);
      if (index < 0) {
        return null;
      }
      Field f = fieldAt(scope, index);
      return new Expr.Ref(index, f.type(), Span.of(id));
    };
  }

  private static Field fieldAt(Scope scope, int index) {
    for (Scope.Namespace ns : scope.namespaces()) {
      if (index >= ns.offset() && index < ns.offset() + ns.rowType().size()) {
        return ns.rowType().get(index - ns.offset());
      }
    }
    return new Field("?", SqlType.UNKNOWN);
  }

  private static RelNode distinct(RelNode input, Span span) {
    List<Integer> keys = new ArrayList<>();
    for (int i = 0; i < input.rowType().size(); i++) {
      keys.add(i);
    }
    return new Aggregate(input, keys, List.of(), input.rowType(), span);
  }

  private RelNode setOperation(SqlCall call, Scope outer) {
    Span span = Span.of(call);
    List<RelNode> inputs = new ArrayList<>();
    for (SqlNode operand : call.getOperandList()) {
      inputs.add(convert(operand, outer));
    }
    RowType first = inputs.get(0).rowType();
    List<Field> fields = new ArrayList<>();
    for (int i = 0; i < first.size(); i++) {
      List<SqlType> types = new ArrayList<>();
      for (RelNode in : inputs) {
        types.add(i < in.rowType().size() ? in.rowType().get(i).type() : SqlType.UNKNOWN);
      }
      fields.add(new Field(first.get(i).name(), Types.leastRestrictive(types)));
    }
    RowType rowType = new RowType(fields);
    if (call.getKind() != SqlKind.UNION) {
      return new Opaque(inputs, rowType, call.getKind().toString(), span);
    }
    RelNode union = new Union(inputs, rowType, span);
    boolean all = ((SqlSetOperator) call.getOperator()).isAll();
    return all ? union : distinct(union, span);
  }

  private RelNode with(SqlWith with, Scope outer) {
    Map<String, SqlNode> definitions = new HashMap<>();
    ctx.pushCtes(definitions);
    try {
      for (SqlNode item : with.withList) {
        SqlWithItem withItem = (SqlWithItem) item;
        definitions.put(withItem.name.getSimple(), withItem);
      }
      return convert(with.body, outer);
    } finally {
      ctx.popCtes();
    }
  }

  /** Converts the query of a CTE where it is referenced, with its column list applied. */
  RelNode cte(SqlWithItem item, Scope outer) {
    RelNode rel = convert(item.query, outer);
    if (item.columnList != null && item.columnList.size() > 0) {
      List<String> names = new ArrayList<>();
      for (SqlNode n : item.columnList) {
        names.add(((SqlIdentifier) n).getSimple());
      }
      rel = Calcs.rename(rel, names, Span.of(item));
    }
    return rel;
  }

  private RelNode orderBy(SqlOrderBy orderBy, Scope outer) {
    RelNode rel = convert(orderBy.query, outer);
    if (orderBy.fetch == null && orderBy.offset == null) {
      return rel;
    }
    return sort(rel, orderBy.orderList, orderBy.offset, orderBy.fetch, Span.of(orderBy));
  }

  private RelNode sort(RelNode rel, SqlNodeList order, SqlNode offset, SqlNode fetch, Span span) {
    Scope scope = Scope.of(null, rel, null);
    ExprConverter converter = new ExprConverter(resolver(scope));
    List<SortKey> keys = new ArrayList<>();
    if (order != null) {
      for (SqlNode key : order) {
        SortKey k = OverConverter.sortKey(key, converter, rel.rowType());
        if (k != null) {
          keys.add(k);
        } else {
          ctx.note(new PlanNote(PlanNote.Kind.SIMPLIFIED, "ORDER BY key", Span.of(key)));
        }
      }
    }
    return new Sort(rel, keys, longValue(offset), longValue(fetch), rel.rowType(), span);
  }

  private static OptionalLong longValue(SqlNode node) {
    if (node instanceof SqlLiteral literal && literal.getValue() instanceof BigDecimal d) {
      return OptionalLong.of(d.longValue());
    }
    return OptionalLong.empty();
  }

  private RelNode values(SqlCall values, Scope outer) {
    Span span = Span.of(values);
    ExprConverter converter = new ExprConverter(id -> null);
    List<List<Expr>> rows = new ArrayList<>();
    for (SqlNode row : values.getOperandList()) {
      List<Expr> cells = new ArrayList<>();
      if (row instanceof SqlCall rowCall && row.getKind() == SqlKind.ROW) {
        for (SqlNode cell : rowCall.getOperandList()) {
          cells.add(converter.convert(cell));
        }
      } else {
        cells.add(converter.convert(row));
      }
      rows.add(cells);
    }
    List<Field> fields = new ArrayList<>();
    int width = rows.isEmpty() ? 0 : rows.get(0).size();
    for (int i = 0; i < width; i++) {
      List<SqlType> types = new ArrayList<>();
      for (List<Expr> row : rows) {
        if (i < row.size()) {
          types.add(row.get(i).type());
        }
      }
      fields.add(new Field("EXPR$" + i, Types.leastRestrictive(types)));
    }
    return new Values(rows, new RowType(fields), span);
  }
}
