package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.Opaque;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.WindowKind;
import io.github.topnkit.linter.plan.WindowParam;
import io.github.topnkit.linter.plan.WindowTvf;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;

/**
 * Converts a window TVF call, positional or with named arguments, into a {@link WindowTvf}: the
 * data table, the DESCRIPTOR column, and the interval parameters in milliseconds.
 */
final class WindowTvfConverter {

  private static final Set<String> NAMES = Set.of("TUMBLE", "HOP", "CUMULATE", "SESSION");
  private static final SqlType WINDOW_BOUND =
      SqlType.timestamp(TypeRoot.TIMESTAMP, 3, TimeKind.NONE).withNullable(false);

  private final FromConverter from;

  WindowTvfConverter(FromConverter from) {
    this.from = from;
  }

  static boolean isWindowTvf(String upperName) {
    return NAMES.contains(upperName);
  }

  /** The positional parameter names after DATA and TIMECOL. */
  static List<String> parameterNames(WindowKind kind) {
    return switch (kind) {
      case TUMBLE -> List.of("SIZE", "OFFSET");
      case HOP -> List.of("SLIDE", "SIZE", "OFFSET");
      case CUMULATE -> List.of("STEP", "SIZE", "OFFSET");
      case SESSION -> List.of("GAP");
    };
  }

  RelNode convert(SqlBasicCall call, String name, boolean bare, Scope outer) {
    Span span = Span.of(call);
    WindowKind kind = WindowKind.valueOf(name);
    Map<String, SqlNode> args = new LinkedHashMap<>();
    List<String> positional = new ArrayList<>(List.of("DATA", "TIMECOL"));
    positional.addAll(parameterNames(kind));
    int i = 0;
    for (SqlNode operand : call.getOperandList()) {
      if (operand != null && operand.getKind() == SqlKind.ARGUMENT_ASSIGNMENT) {
        SqlCall assign = (SqlCall) operand;
        String param = ((SqlIdentifier) assign.operand(1)).getSimple().toUpperCase(Locale.ROOT);
        args.put(param, assign.operand(0));
      } else {
        args.put(i < positional.size() ? positional.get(i) : "EXTRA" + i, operand);
      }
      i++;
    }
    int count = call.operandCount();
    if (count < kind.requiredArguments() || count > kind.maxArguments()) {
      // Calcite's operand count check, before any argument is validated.
      from.context().note(new PlanNote(PlanNote.Kind.INVALID_CALL, name, span));
    }
    SqlNode data = args.get("DATA");
    List<SqlNode> partitionNodes = new ArrayList<>();
    if (data != null && data.getKind() == SqlKind.SET_SEMANTICS_TABLE) {
      SqlCall set = (SqlCall) data;
      if (set.operand(1) instanceof SqlNodeList keys) {
        keys.forEach(partitionNodes::add);
      }
      if (set.operandCount() > 2
          && set.operand(2) instanceof SqlNodeList order
          && order.size() > 0) {
        from.context().note(new PlanNote(PlanNote.Kind.SESSION_ORDER_BY, name, Span.of(order)));
      }
      data = set.operand(0);
    }
    RelNode input;
    if (data != null && data.getKind() == SqlKind.EXPLICIT_TABLE) {
      input = from.item(((SqlCall) data).operand(0), outer).rel();
    } else {
      if (data instanceof SqlIdentifier table) {
        // Without TABLE, Calcite validates the first operand as a column, in an empty scope.
        from.context()
            .note(
                new PlanNote(
                    PlanNote.Kind.UNKNOWN_COLUMN,
                    table.names.get(table.names.size() - 1),
                    Span.of(table)));
      }
      from.context()
          .note(new PlanNote(PlanNote.Kind.UNSUPPORTED, "window TVF without TABLE", span));
      input = new Opaque(List.of(), RowType.EMPTY, "window TVF data", span);
    }
    RowType inputType = input.rowType();
    List<Integer> descriptor = new ArrayList<>();
    SqlNode timecol = args.get("TIMECOL");
    Span descriptorSpan = timecol == null ? span : Span.of(timecol);
    if (timecol instanceof SqlBasicCall d && ExprConverter.isFunction(d, "DESCRIPTOR")) {
      for (SqlNode column : d.getOperandList()) {
        if (column instanceof SqlIdentifier id) {
          descriptor.add(inputType.indexOf(id.names.get(id.names.size() - 1)));
        }
      }
    }
    int timeField = descriptor.isEmpty() ? -1 : descriptor.get(0);
    List<Integer> partition = new ArrayList<>();
    for (SqlNode key : partitionNodes) {
      if (key instanceof SqlIdentifier id) {
        partition.add(inputType.indexOf(id.names.get(id.names.size() - 1)));
      }
    }
    if (count >= kind.requiredArguments() && count <= kind.maxArguments()) {
      WindowOperandTypes.mismatch(kind, call.getOperandList(), inputType)
          .ifPresent(
              signature ->
                  from.context()
                      .note(new PlanNote(PlanNote.Kind.INVALID_OPERAND_TYPES, signature, span)));
    }
    List<WindowParam> params = new ArrayList<>();
    ExprConverter constants = new ExprConverter(id -> null);
    for (String param : parameterNames(kind)) {
      SqlNode node = args.get(param);
      if (node != null) {
        params.add(param(param, constants.convert(node), Span.of(node)));
      }
    }
    List<Field> fields = new ArrayList<>(inputType.fields());
    SqlType timeType = timeField >= 0 ? inputType.get(timeField).type() : SqlType.UNKNOWN;
    fields.add(new Field("window_start", WINDOW_BOUND));
    fields.add(new Field("window_end", WINDOW_BOUND));
    SqlType windowTime =
        timeType.root() == TypeRoot.TIMESTAMP_LTZ
            ? SqlType.timestamp(TypeRoot.TIMESTAMP_LTZ, 3, timeType.timeKind())
            : SqlType.timestamp(TypeRoot.TIMESTAMP, 3, timeType.timeKind());
    fields.add(new Field("window_time", windowTime.withNullable(false)));
    return new WindowTvf(
        input,
        kind,
        timeField,
        descriptor,
        params,
        partition,
        bare,
        new RowType(fields),
        span,
        descriptorSpan);
  }

  private static WindowParam param(String name, Expr value, Span span) {
    boolean interval =
        value.type().root() == TypeRoot.INTERVAL_DAY_TIME
            || value.type().root() == TypeRoot.INTERVAL_YEAR_MONTH;
    boolean yearMonth = value.type().root() == TypeRoot.INTERVAL_YEAR_MONTH;
    Optional<Long> millis = Optional.empty();
    if (value instanceof Expr.Lit lit && lit.value() instanceof Long l && !yearMonth) {
      millis = Optional.of(l);
    } else if (value instanceof Expr.Call c
        && c.kind() == SqlKind.MINUS_PREFIX
        && c.operand(0) instanceof Expr.Lit lit
        && lit.value() instanceof Long l) {
      millis = Optional.of(-l);
      interval = true;
    }
    return new WindowParam(name, millis, yearMonth, interval, span);
  }
}
