package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.catalog.Column;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.AggCall;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.ConstantFields;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RequiredFields;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Flink's whole message for a rejection the model predicted: {@link FlinkErrors} keeps the fixed
 * part, this adds what Flink prints around it (the node that produces the changes, the sink's keys,
 * the column a DESCRIPTOR names), so the model's message is the text Flink prints.
 */
final class FlinkMessages {

  /** A window call whose first operand is a bare name: {@code TUMBLE(Bid, ...}. */
  private static final Pattern BARE_TABLE =
      Pattern.compile("^[A-Za-z_]+ ?\\( ?(`?)([A-Za-z_][A-Za-z0-9_]*)\\1 ?,.*");

  private FlinkMessages() {}

  /**
   * The rejection with Flink's whole message, or marked inexact when the model does not know it.
   *
   * @param text the script text of a span
   */
  static Rejection whole(
      Rejection rejection,
      RelNode root,
      SinkUse sink,
      Properties props,
      Function<Span, String> text) {
    String message = rejection.message();
    if (message.equals(FlinkErrors.ORDER_BY_REQUIRED)) {
      // FlinkLogicalOverAggregate wraps the rank rule's message.
      return rejection.withMessage(
          "Over Agg: " + message + " please re-check the over window statement.");
    }
    if (rejection.cause() == Rejection.Cause.WINDOW_DESCRIPTOR
        && message.equals("Unknown identifier")) {
      return unknownDescriptor(root, rejection, text)
          .map(rejection::withMessage)
          .orElseGet(rejection::inexact);
    }
    return rejection.withMessage(full(rejection, root, sink, props));
  }

  /**
   * A DESCRIPTOR column the window's input lacks: Flink names it, unless the TABLE keyword is
   * missing, which fails differently.
   */
  private static Optional<String> unknownDescriptor(
      RelNode root, Rejection rejection, Function<Span, String> text) {
    RelNode node = find(root, rejection);
    if (!(node instanceof WindowTvf tvf) || tvf.descriptorSpan() == null) {
      return Optional.empty();
    }
    String written = text.apply(tvf.span()).replaceAll("\\s+", " ");
    String call = written.toUpperCase(Locale.ROOT);
    if (!call.matches("^[A-Z_]+ ?\\( ?TABLE .*")) {
      // Without TABLE, Calcite validates the first operand as a column of an empty scope.
      Matcher bare = BARE_TABLE.matcher(written);
      return bare.matches()
          ? Optional.of("Column '" + bare.group(2) + "' not found in any table")
          : Optional.empty();
    }
    String descriptor = text.apply(tvf.descriptorSpan());
    int open = descriptor.indexOf('(');
    int close = descriptor.lastIndexOf(')');
    if (open < 0 || close < open) {
      return Optional.empty();
    }
    String column = descriptor.substring(open + 1, close).strip().replace("`", "");
    if (column.contains(",")) {
      return Optional.empty();
    }
    return Optional.of("Unknown identifier '" + column + "'");
  }

  private static String full(Rejection rejection, RelNode root, SinkUse sink, Properties props) {
    String message = rejection.message();
    if (rejection.cause() == Rejection.Cause.SINK_KEY && sink instanceof SinkUse.TableSink table) {
      return sinkKey(table.target(), root, props);
    }
    if (!message.contains("doesn't support consuming") || message.contains("produced by node")) {
      return message;
    }
    RelNode consumed = null;
    if (rejection.cause() == Rejection.Cause.SINK_APPEND_ONLY) {
      consumed = root;
    } else {
      RelNode consumer = find(root, rejection);
      if (consumer != null) {
        consumed =
            consumer.inputs().stream()
                .filter(i -> props.kinds(i).updating())
                .findFirst()
                .orElse(consumer.inputs().isEmpty() ? null : consumer.inputs().get(0));
      }
    }
    if (consumed == null) {
      return message;
    }
    RelNode producer = PlanFacts.changeProducer(consumed, props);
    return message
        + " which is produced by node "
        + node(producer, props, required(root, producer), root, sink);
  }

  /** The operator whose span is the rejection's, deepest first; null when none is. */
  private static RelNode find(RelNode node, Rejection rejection) {
    for (RelNode input : node.inputs()) {
      RelNode found = find(input, rejection);
      if (found != null) {
        return found;
      }
    }
    return node.span().equals(rejection.span()) && !node.inputs().isEmpty() ? node : null;
  }

  /**
   * The fields of {@code target}'s output that the plan above it reads, as Flink's field trimming
   * leaves them; all of them when {@code target} is not in the plan.
   */
  private static BitSet required(RelNode root, RelNode target) {
    BitSet all = new BitSet();
    all.set(0, root.rowType().size());
    BitSet found = required(root, all, target);
    if (found != null) {
      return found;
    }
    BitSet every = new BitSet();
    every.set(0, target.rowType().size());
    return every;
  }

  private static BitSet required(RelNode node, BitSet required, RelNode target) {
    if (node == target) {
      return required;
    }
    List<BitSet> needs = RequiredFields.ofInputs(node, required);
    for (int i = 0; i < node.inputs().size(); i++) {
      BitSet found = required(node.inputs().get(i), needs.get(i), target);
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  /**
   * A node as Flink's {@code getNodeName} prints it in "which is produced by node" errors, given
   * which of its output fields the plan above reads.
   */
  static String node(RelNode node, Properties props, BitSet required, RelNode root, SinkUse sink) {
    if (node instanceof Rank rank
        && props.settings().version().before(FlinkVersion.V2_0)
        && props.rankKind(rank) == PatternKind.DEDUPLICATE) {
      return deduplicate(rank);
    }
    if (node instanceof TableScan scan && scan.isKnown()) {
      TableDef table = scan.table().get();
      if (table.connector().sourceChanges() == ChangelogNature.UPSERT) {
        return "ChangelogNormalize(key=[" + String.join(", ", table.primaryKey()) + "])";
      }
      List<String> fields = new ArrayList<>();
      for (Column c : table.columns()) {
        if (c.kind() == Column.Kind.PHYSICAL) {
          fields.add(c.name());
        }
      }
      return "TableSourceScan(table=[["
          + qualified(scan.name())
          + "]], fields=["
          + String.join(", ", fields)
          + "])";
    }
    if (node instanceof Rank rank) {
      return rank(rank, required, props, root, sink);
    }
    if (node instanceof Aggregate agg) {
      return aggregate(agg);
    }
    if (node instanceof Over) {
      return "OverAggregate";
    }
    if (node instanceof WindowTvf) {
      return "WindowTableFunction";
    }
    return node.getClass().getSimpleName();
  }

  /** Flink 1.x plans a ROW_NUMBER top-1 on a time attribute as its own Deduplicate node. */
  private static String deduplicate(Rank rank) {
    RowType in = rank.input().rowType();
    String order =
        in.get(rank.orderKeys().get(0).field()).type().timeKind() == TimeKind.PROCTIME
            ? "PROCTIME"
            : "ROWTIME";
    List<String> keys = rank.partitionKeys().stream().map(k -> in.get(k).name()).toList();
    return "Deduplicate(keep=["
        + (Properties.keepLast(rank) ? "LastRow" : "FirstRow")
        + "], key=["
        + String.join(", ", keys)
        + "], order=["
        + order
        + "])";
  }

  private static String rank(
      Rank rank, BitSet required, Properties props, RelNode root, SinkUse sink) {
    // Flink trims the fields nothing above reads before it names the Rank's input, but keeps
    // the input's upsert keys (CalcRankTransposeRule); constants it projects again above.
    BitSet read = RequiredFields.ofInputs(rank, required).get(0);
    props.upsertKeys(rank.input()).forEach(read::or);
    BitSet constant = ConstantFields.prunedFromRank(rank.input());
    read.andNot(constant);
    List<String> names = inputNames(rank.input(), read);
    List<String> partition =
        rank.partitionKeys().stream().filter(k -> !constant.get(k)).map(names::get).toList();
    List<String> order = new ArrayList<>();
    boolean onRowtime = false;
    for (SortKey key : rank.orderKeys()) {
      if (constant.get(key.field())) {
        continue;
      }
      onRowtime |= rank.input().rowType().get(key.field()).type().timeKind() == TimeKind.ROWTIME;
      order.add(names.get(key.field()) + (key.descending() ? " DESC" : " ASC"));
    }
    // Flink 2.x marks a rank sorted on a rowtime attribute once, before all its sort keys.
    String rowtime =
        onRowtime && props.settings().version().atLeast(FlinkVersion.V2_0) ? "ROWTIME " : "";
    String range;
    if (rank.range() instanceof RankRange.Constant c) {
      range = "rankStart=" + c.start() + ", rankEnd=" + c.end();
    } else {
      range = String.valueOf(rank.range());
    }
    List<String> select = new ArrayList<>();
    read.stream().forEach(i -> select.add(names.get(i)));
    RankNumberNames.carried(rank, root, sink, props.settings().version().atLeast(FlinkVersion.V2_0))
        .ifPresent(select::add);
    if (rank.outputRankNumber()) {
      select.add(RankNumberNames.of(rank, root, sink));
    }
    return "Rank(strategy=[UndefinedStrategy], rankType=["
        + rank.rankType()
        + "], rankRange=["
        + range
        + "], partitionBy=["
        + String.join(", ", partition)
        + "], orderBy=["
        + rowtime
        + String.join(", ", order)
        + "], select=["
        + String.join(", ", select)
        + "])";
  }

  /**
   * The field names of a Rank's input as Flink prints them. The planner's rules rebuild the
   * projection below a Rank, so a field taken from a join keeps the join's name (a repeated one
   * with a counter: v, v0) and an expression over the scan (a computed column too) is named by its
   * position among the fields the Rank keeps ({@code kept}); other fields keep the query's names.
   */
  private static List<String> inputNames(RelNode input, BitSet kept) {
    List<String> names = new ArrayList<>(input.rowType().names());
    if (input instanceof Calc calc) {
      List<String> below = fieldNames(calc.input());
      for (int i = 0; i < calc.projects().size(); i++) {
        Expr e = calc.projects().get(i);
        if (e instanceof Expr.Ref r && calc.input() instanceof Join) {
          names.set(i, below.get(r.index()));
        } else if (overScan(calc.input())
            && (!(e instanceof Expr.Ref r) || computed(calc.input(), r.index()))) {
          names.set(i, "$" + kept.get(0, i).cardinality());
        }
      }
    }
    return names;
  }

  /** A scan, or a filter over one: Flink merges the projection above into one Calc on the scan. */
  private static boolean overScan(RelNode node) {
    return node instanceof TableScan
        || (node instanceof Calc filter
            && filter.input() instanceof TableScan
            && filter.projects().stream().allMatch(Expr.Ref.class::isInstance));
  }

  private static List<String> fieldNames(RelNode node) {
    if (node instanceof Join join) {
      List<String> both = new ArrayList<>(join.left().rowType().names());
      both.addAll(join.right().rowType().names());
      return uniquify(both);
    }
    return node.rowType().names();
  }

  /** Whether a scan's field is a computed column, which Flink computes in the Calc above it. */
  private static boolean computed(RelNode node, int field) {
    return node instanceof TableScan scan
        && scan.table()
            .map(
                t ->
                    t.columns().stream()
                        .anyMatch(
                            c ->
                                c.kind() == Column.Kind.COMPUTED
                                    && c.name().equals(scan.rowType().get(field).name())))
            .orElse(false);
  }

  /** Calcite's {@code SqlValidatorUtil.uniquify}: a repeated name gets the first free counter. */
  private static List<String> uniquify(List<String> names) {
    java.util.Set<String> used = new java.util.HashSet<>();
    List<String> result = new ArrayList<>();
    for (String name : names) {
      String unique = name;
      for (int j = 0; !used.add(unique); j++) {
        unique = name + j;
      }
      result.add(unique);
    }
    return result;
  }

  private static String aggregate(Aggregate agg) {
    RowType in = agg.input().rowType();
    List<String> keys =
        new ArrayList<>(agg.groupKeys().stream().map(k -> in.get(k).name()).toList());
    int calls = keys.size();
    if (agg.hasGroupingSets()) {
      // Behind Flink's Expand the aggregate also groups by the expand id.
      keys.add("$e");
    }
    List<String> select = new ArrayList<>(keys);
    for (int i = 0; i < agg.calls().size(); i++) {
      AggCall call = agg.calls().get(i);
      List<String> args = call.args().stream().map(a -> in.get(a).name()).toList();
      select.add(
          call.function()
              + "("
              + (call.distinct() ? "DISTINCT " : "")
              + (args.isEmpty() ? "*" : String.join(", ", args))
              + ") AS "
              + agg.rowType().get(calls + i).name());
    }
    return "GroupAggregate(groupBy=["
        + String.join(", ", keys)
        + "], select=["
        + String.join(", ", select)
        + "])";
  }

  /**
   * The message of Flink 2.3's check that an upsert key of the query lies within the sink's key.
   */
  private static String sinkKey(SinkTarget sink, RelNode root, Properties props) {
    // Only a declared table has the primary key this rejection is about.
    TableDef table = sink.table().orElseThrow();
    return "The query has an upsert key that differs from the primary key of the sink table '"
        + sink.qualifiedName()
        + "'. Primary key: "
        + table.primaryKey()
        + ", upsert key: "
        + SinkKeys.of(root, sink, table, props).names()
        + ". This can lead to non-deterministic results when multiple records with different"
        + " upsert keys map to the same primary key. Please specify an ON CONFLICT clause to"
        + " define how conflicts should be handled: ON CONFLICT DO DEDUPLICATE (update to the"
        + " latest record, state intensive, since we need to keep the entire history), or ON"
        + " CONFLICT DO ERROR (fail on conflict), or ON CONFLICT DO NOTHING (keep first record).";
  }

  private static String qualified(List<String> name) {
    return name.size() >= 3
        ? String.join(", ", name)
        : name.size() == 2
            ? "default_catalog, " + String.join(", ", name)
            : "default_catalog, default_database, " + name.get(0);
  }
}
