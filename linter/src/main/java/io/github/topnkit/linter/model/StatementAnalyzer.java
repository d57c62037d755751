package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.ChangelogNature;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.Join;
import io.github.topnkit.linter.plan.JoinKind;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.OverCall;
import io.github.topnkit.linter.plan.OverGroup;
import io.github.topnkit.linter.plan.QueryPlan;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankFilter;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RankSite;
import io.github.topnkit.linter.plan.RankType;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.WindowKind;
import io.github.topnkit.linter.plan.WindowProps;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Applies Flink's physical planning to a logical plan: which operator each rank function becomes,
 * its strategy and changelog, and every error the planner would raise, in the planner's order.
 */
public final class StatementAnalyzer {

  private StatementAnalyzer() {}

  /**
   * Analyzes a plan whose result {@code sink} takes; {@code syntax} holds errors the version's
   * parser raises before planning, and {@code text} gives the script text of a span.
   */
  public static StatementModel analyze(
      QueryPlan plan,
      SinkUse sink,
      Settings settings,
      List<Rejection> syntax,
      Function<Span, String> text) {
    Properties props = new Properties(settings);
    List<Rejection> rejections = new ArrayList<>(syntax);
    for (io.github.topnkit.linter.plan.PlanNote note : plan.notes()) {
      if (note.kind() == io.github.topnkit.linter.plan.PlanNote.Kind.SESSION_ORDER_BY) {
        rejections.add(
            new Rejection(
                Rejection.Phase.VALIDATION,
                Rejection.Cause.WINDOW_ARGUMENT,
                settings.version().atLeast(io.github.topnkit.linter.target.FlinkVersion.V2_0)
                    ? FlinkErrors.SESSION_ORDER_BY
                    : FlinkErrors.SESSION_ORDER_KEYS,
                note.span()));
      }
      if (note.kind() == io.github.topnkit.linter.plan.PlanNote.Kind.INVALID_LITERAL) {
        rejections.add(
            new Rejection(
                Rejection.Phase.VALIDATION,
                Rejection.Cause.INVALID_LITERAL,
                note.subject(),
                note.span()));
      }
      if (note.kind() == io.github.topnkit.linter.plan.PlanNote.Kind.INVALID_CALL) {
        rejections.add(
            new Rejection(
                Rejection.Phase.VALIDATION,
                Rejection.Cause.WINDOW_ARGUMENT,
                FlinkErrors.invalidArgumentCount(
                    note.subject(), WindowKind.valueOf(note.subject()).requiredArguments()),
                note.span()));
      }
      if (note.kind() == io.github.topnkit.linter.plan.PlanNote.Kind.UNKNOWN_FUNCTION
          && rejections.stream().noneMatch(r -> r.cause() == Rejection.Cause.UNKNOWN_FUNCTION)) {
        // Validation stops at the first call it cannot resolve.
        Rejection r =
            new Rejection(
                Rejection.Phase.VALIDATION,
                Rejection.Cause.UNKNOWN_FUNCTION,
                FlinkErrors.NO_FUNCTION_MATCH + note.subject(),
                note.span());
        rejections.add(note.subject().endsWith(")") ? r : r.inexact());
      }
      if (note.kind() == io.github.topnkit.linter.plan.PlanNote.Kind.INVALID_OPERAND_TYPES) {
        rejections.add(
            FlinkErrors.windowOperandTypes(note.subject(), note.span(), settings.version()));
      }
      if (note.kind() == io.github.topnkit.linter.plan.PlanNote.Kind.AMBIGUOUS_COLUMN
          && rejections.stream().noneMatch(r -> r.cause() == Rejection.Cause.AMBIGUOUS_COLUMN)) {
        // Validation stops at the first ambiguous reference.
        rejections.add(
            new Rejection(
                Rejection.Phase.VALIDATION,
                Rejection.Cause.AMBIGUOUS_COLUMN,
                FlinkErrors.columnAmbiguous(note.subject()),
                note.span()));
      }
      if (note.kind() == io.github.topnkit.linter.plan.PlanNote.Kind.CORRELATE_VARIABLE) {
        // Decorrelation runs before every logical rule, so this error comes first among them.
        boolean named = !note.subject().isEmpty();
        Rejection r =
            new Rejection(
                Rejection.Phase.LOGICAL,
                Rejection.Cause.CORRELATE_VARIABLE,
                named
                    ? FlinkErrors.unexpectedCorrelateVariable(note.subject())
                    : FlinkErrors.UNEXPECTED_CORRELATE_VARIABLE_START,
                note.span());
        rejections.add(named ? r : r.inexact());
      }
      if (note.kind() == io.github.topnkit.linter.plan.PlanNote.Kind.UNKNOWN_COLUMN) {
        rejections.add(
            new Rejection(
                Rejection.Phase.VALIDATION,
                Rejection.Cause.UNKNOWN_COLUMN,
                FlinkErrors.columnNotFound(note.subject()),
                note.span()));
      }
    }
    Map<RankSite, Rejection> bySite = new IdentityHashMap<>();
    for (RankSite site : plan.sites()) {
      Rejection r = siteRejection(site, settings);
      if (r != null) {
        bySite.put(site, r);
        rejections.add(r);
      }
    }
    WindowChecks.check(plan.root(), settings, rejections);
    if (settings.streaming()) {
      WindowChecks.plannerBugs(plan.root(), rejections);
      overWindowRejections(plan, bySite, rejections);
      changelogRejections(plan.root(), props, settings, rejections);
      if (sink instanceof SinkUse.TableSink table) {
        sinkRejections(plan.root(), table.target(), props, settings, rejections);
      }
      translationRejections(plan, props, bySite, rejections);
      joinRejections(plan.root(), rejections);
      // StreamExecSink translates its input first, so the input's errors come before.
      SinkRowtimes.rejection(plan.root(), sink, settings).ifPresent(rejections::add);
    } else {
      batchTranslationRejections(plan, bySite, rejections);
    }
    // Every rejection carries Flink's whole message, also inside the rank verdicts that hold it.
    Map<Rejection, Rejection> whole = new IdentityHashMap<>();
    Function<Rejection, Rejection> completed =
        r -> whole.computeIfAbsent(r, x -> FlinkMessages.whole(x, plan.root(), sink, props, text));
    rejections.replaceAll(completed::apply);
    bySite.replaceAll((site, r) -> completed.apply(r));
    Map<RelNode, UpdateKindSolver.Decision> decisions =
        settings.streaming() ? decisions(plan.root(), sink, props) : Map.of();
    List<RankPattern> patterns = new ArrayList<>();
    for (RankSite site : plan.sites()) {
      Rejection rejection = bySite.get(site);
      patterns.add(
          rejection != null
              ? Patterns.rejected(site, rejection, props)
              : Patterns.planned(site, props, decisions));
    }
    return new StatementModel(plan, sink, settings, patterns, rejections, props, decisions);
  }

  /** The changelog decisions for what the sink asks of the plan; empty when none works. */
  private static Map<RelNode, UpdateKindSolver.Decision> decisions(
      RelNode root, SinkUse sink, Properties props) {
    UpdateKindSolver solver = new UpdateKindSolver(props);
    Map<RelNode, UpdateKindSolver.Decision> solved;
    if (sink instanceof SinkUse.TableSink table) {
      SinkTarget target = table.target();
      solved = solver.solveSink(root, sinkAccepts(target), sinkKeySatisfied(root, target, props));
    } else if (sink instanceof SinkUse.Collect) {
      solved = solver.solveSink(root, ChangelogNature.ALL_CHANGES, true);
    } else {
      solved = solver.solveQuery(root);
    }
    return solved == null ? Map.of() : solved;
  }

  /** Errors that belong to one rank function call, from validation and the rank rule. */
  private static Rejection siteRejection(RankSite site, Settings settings) {
    if (site.correlatedLimit()) {
      return correlatedLimitRejection(site);
    }
    OverGroup group = site.group();
    OverCall call = site.call();
    String fn = call.function();
    boolean rankOrDense = fn.equals("RANK") || fn.equals("DENSE_RANK");
    if (rankOrDense && !group.orderByWritten()) {
      return new Rejection(
          Rejection.Phase.VALIDATION,
          Rejection.Cause.RANK_ORDER_BY,
          FlinkErrors.RANK_ORDER_BY_REQUIRED,
          call.span());
    }
    if (call.framed() && (rankOrDense || fn.equals("ROW_NUMBER"))) {
      return new Rejection(
          Rejection.Phase.VALIDATION,
          Rejection.Cause.RANK_FRAME,
          FlinkErrors.FRAME_NOT_ALLOWED,
          group.windowSpan());
    }
    if (site.blocker() == RankSite.Blocker.UNUSED) {
      // Only the validator sees a call nothing reads; the planner never gets to it.
      return null;
    }
    if (group.orderKeys().isEmpty() && call.isRankFunction()) {
      return new Rejection(
          Rejection.Phase.LOGICAL,
          Rejection.Cause.RANK_ORDER_BY,
          FlinkErrors.ORDER_BY_REQUIRED,
          group.windowSpan());
    }
    if (site.filter().isEmpty()) {
      return null;
    }
    RankFilter.Result filter = site.filter().get();
    Span filterSpan = spanOf(filter.limitParts(), call.span());
    if (settings.streaming()) {
      if (filter.outcome() == RankFilter.Outcome.LOWER_BOUND_ONLY) {
        return new Rejection(
            Rejection.Phase.LOGICAL,
            Rejection.Cause.RANK_END_MISSING,
            FlinkErrors.RANK_END_NOT_SPECIFIED,
            filterSpan);
      }
      boolean rangeFound = filter.outcome() == RankFilter.Outcome.RANGE;
      RankRange range = filter.range().orElse(null);
      if (rangeFound && range instanceof RankRange.Constant c && c.end() <= 0) {
        return new Rejection(
            Rejection.Phase.LOGICAL,
            Rejection.Cause.RANK_END_NOT_POSITIVE,
            FlinkErrors.rankEndNotPositive(c.end()),
            filterSpan);
      }
      if (rangeFound
          && range instanceof RankRange.Variable v
          && site.prunedInputWidth() >= 0
          && v.field() >= site.prunedInputWidth()) {
        return new Rejection(
            Rejection.Phase.LOGICAL,
            Rejection.Cause.RANK_VARIABLE_END_INDEX,
            FlinkErrors.RANK_END_INDEX,
            filterSpan);
      }
      if (rangeFound && (fn.equals("PERCENT_RANK") || fn.equals("CUME_DIST"))) {
        return new Rejection(
            Rejection.Phase.LOGICAL,
            Rejection.Cause.RANK_FUNCTION_UNSUPPORTED,
            FlinkErrors.unsupportedRankFunction(fn),
            call.span());
      }
    } else if (fn.equals("RANK")
        && filter.outcome() == RankFilter.Outcome.RANGE
        && filter.range().orElse(null) instanceof RankRange.Constant c
        && c.end() <= 0) {
      return new Rejection(
          Rejection.Phase.LOGICAL,
          Rejection.Cause.RANK_END_NOT_POSITIVE,
          FlinkErrors.rankEndNotPositive(c.end()),
          filterSpan);
    }
    return null;
  }

  /**
   * What the Rank's constructor refuses of the Rank {@code CorrelateSortToRankRule} builds from a
   * correlated LIMIT: the rule checks neither an ORDER BY nor a positive LIMIT.
   */
  private static Rejection correlatedLimitRejection(RankSite site) {
    Rank rank = site.rank().orElseThrow();
    String message = null;
    if (rank.orderKeys().isEmpty()) {
      message = FlinkErrors.RANK_ORDER_KEY_EMPTY;
    } else if (rank.range() instanceof RankRange.Constant c && c.end() <= 0) {
      message = FlinkErrors.rankEndBelowOne(c.end());
    }
    return message == null
        ? null
        : new Rejection(Rejection.Phase.LOGICAL, Rejection.Cause.PLANNER_BUG, message, site.span());
  }

  static Span spanOf(List<io.github.topnkit.linter.plan.Expr> parts, Span fallback) {
    Span span = null;
    for (io.github.topnkit.linter.plan.Expr e : parts) {
      span = span == null ? e.span() : span.union(e.span());
    }
    return span == null ? fallback : span;
  }

  /** Several OVER windows in one SELECT cannot be planned in streaming. */
  private static void overWindowRejections(
      QueryPlan plan, Map<RankSite, Rejection> bySite, List<Rejection> out) {
    Set<Over> done = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    for (RankSite site : plan.sites()) {
      if (site.recognized() || bySite.containsKey(site) || !done.add(site.over())) {
        continue;
      }
      if (site.over().groups().size() > 1) {
        Rejection r =
            new Rejection(
                Rejection.Phase.PHYSICAL,
                Rejection.Cause.OVER_WINDOWS,
                FlinkErrors.OVER_SAME_WINDOW,
                site.over().span());
        bySite.put(site, r);
        out.add(r);
      }
    }
  }

  /** Operators that only take inserts, fed by an updating input: Flink's changelog check. */
  private static void changelogRejections(
      RelNode node, Properties props, Settings settings, List<Rejection> out) {
    for (RelNode input : node.inputs()) {
      changelogRejections(input, props, settings, out);
    }
    String consumer = null;
    Rejection.Cause cause = Rejection.Cause.WINDOW_INPUT_CHANGES;
    RelNode input = null;
    if (node instanceof Rank rank) {
      PatternKind kind = props.rankKind(rank);
      input = rank.input();
      if (kind == PatternKind.WINDOW_TOP_N) {
        consumer = "StreamPhysicalWindowRank";
      } else if (kind == PatternKind.WINDOW_DEDUPLICATE) {
        consumer = "StreamPhysicalWindowDeduplicate";
      } else if (kind == PatternKind.DEDUPLICATE && settings.version() == FlinkVersion.V1_20) {
        consumer = "StreamPhysicalDeduplicate";
        cause = Rejection.Cause.DEDUPLICATE_INPUT_CHANGES;
      }
    } else if (node instanceof Over over && takesInsertsOnly(over, settings)) {
      consumer = "StreamPhysicalOverAggregate";
      cause = Rejection.Cause.OVER_INPUT_CHANGES;
      input = over.input();
    } else if (node instanceof Join join
        && (join.kind() == JoinKind.INTERVAL || join.kind() == JoinKind.WINDOW)) {
      consumer =
          join.kind() == JoinKind.INTERVAL
              ? "StreamPhysicalIntervalJoin"
              : "StreamPhysicalWindowJoin";
      cause = Rejection.Cause.JOIN_INPUT_CHANGES;
      Kinds l = props.kinds(join.left());
      input = l.updating() ? join.left() : join.right();
    }
    if (consumer != null) {
      Kinds kinds = props.kinds(input);
      if (kinds.updating()) {
        out.add(
            new Rejection(
                Rejection.Phase.CHANGELOG,
                cause,
                FlinkErrors.consumingChanges(consumer, kinds.changesWord()),
                node.span()));
      }
    }
  }

  /**
   * Whether Flink's changelog inference asks the OVER's input for inserts only: always before 2.1;
   * from then on when the first window has no order key or its first one is a time attribute.
   */
  private static boolean takesInsertsOnly(Over over, Settings settings) {
    if (settings.version().before(FlinkVersion.V2_1)) {
      return true;
    }
    List<SortKey> keys = over.groups().get(0).orderKeys();
    return keys.isEmpty()
        || over.input().rowType().get(keys.get(0).field()).type().isTimeAttribute();
  }

  private static ChangelogNature sinkAccepts(SinkTarget sink) {
    return sink.table().map(t -> t.connector().sinkAccepts()).orElse(ChangelogNature.ALL_CHANGES);
  }

  /**
   * Whether the sink lets its input drop update-before messages: an upsert sink does so only when
   * an upsert key of the query is its primary key ({@code inferSinkRequiredTraits}).
   */
  private static boolean sinkKeySatisfied(RelNode input, SinkTarget sink, Properties props) {
    Optional<TableDef> keyed = sink.table().filter(TableDef::hasPrimaryKey);
    return keyed.isEmpty() || SinkKeys.of(input, sink, keyed.get(), props).primaryKeyIsKey();
  }

  private static void sinkRejections(
      RelNode input, SinkTarget sink, Properties props, Settings settings, List<Rejection> out) {
    if (sink.table().isEmpty()) {
      return;
    }
    TableDef table = sink.table().get();
    Kinds kinds = props.kinds(input);
    ChangelogNature accepts = table.connector().sinkAccepts();
    if (accepts == ChangelogNature.INSERT_ONLY && kinds.updating()) {
      out.add(
          new Rejection(
              Rejection.Phase.CHANGELOG,
              Rejection.Cause.SINK_APPEND_ONLY,
              FlinkErrors.sinkConsumingChanges(sink.qualifiedName(), kinds.changesWord()),
              sink.span()));
      return;
    }
    // Flink 2.3 checks the key before it settles update kinds, so the sink is offered the input's
    // changes without update-before: an upsert sink always takes them as upserts, a sink that
    // echoes what it is offered (retract, 'all') only when there are updates or deletes.
    boolean upserts =
        accepts == ChangelogNature.UPSERT
            ? kinds.updating() || table.connector().upsertForInserts()
            : accepts == ChangelogNature.ALL_CHANGES && kinds.updating();
    if (settings.version() == FlinkVersion.V2_3
        && upserts
        && table.hasPrimaryKey()
        && settings
            .options()
            .getOrDefault("table.exec.sink.upsert-materialize", "AUTO")
            .equalsIgnoreCase("AUTO")
        && sink.onConflict().isEmpty()
        && !Boolean.FALSE
            .toString()
            .equalsIgnoreCase(
                settings.options().getOrDefault("table.exec.sink.require-on-conflict", "true"))
        && !SinkKeys.of(input, sink, table, props).primaryKeyContainsKey()) {
      out.add(
          new Rejection(
              Rejection.Phase.CHANGELOG,
              Rejection.Cause.SINK_KEY,
              FlinkErrors.SINK_UPSERT_KEY_DIFFERS,
              sink.span()));
    }
  }

  /** Errors raised while translating operators to runtime functions, deepest operator first. */
  private static void translationRejections(
      QueryPlan plan, Properties props, Map<RankSite, Rejection> bySite, List<Rejection> out) {
    Map<Over, Rejection> byOver = new IdentityHashMap<>();
    overTranslations(plan.root(), props, byOver, out);
    for (RankSite site : plan.sites()) {
      if (bySite.containsKey(site)
          || site.filter().map(f -> f.outcome() == RankFilter.Outcome.EMPTY).orElse(false)) {
        continue;
      }
      if (site.recognized()) {
        Rejection r = rankTranslation(site.rank().get(), props);
        if (r != null) {
          bySite.put(site, r);
          out.add(r);
        }
      } else if (byOver.containsKey(site.over())) {
        bySite.put(site, byOver.get(site.over()));
      }
    }
  }

  /** Errors raised while translating a batch plan's OVER aggregations, deepest first. */
  private static void batchTranslationRejections(
      QueryPlan plan, Map<RankSite, Rejection> bySite, List<Rejection> out) {
    Map<Over, Rejection> byOver = new IdentityHashMap<>();
    batchOverTranslations(plan.root(), byOver, out);
    for (RankSite site : plan.sites()) {
      if (!bySite.containsKey(site) && !site.recognized() && byOver.containsKey(site.over())) {
        bySite.put(site, byOver.get(site.over()));
      }
    }
  }

  private static void batchOverTranslations(
      RelNode node, Map<Over, Rejection> byOver, List<Rejection> out) {
    for (RelNode input : node.inputs()) {
      batchOverTranslations(input, byOver, out);
    }
    if (node instanceof Over over) {
      BatchOverTranslation.of(over)
          .ifPresent(
              r -> {
                byOver.put(over, r);
                out.add(r);
              });
    }
  }

  /** A processing-time temporal join needs a lookup source on its right side. */
  private static void joinRejections(RelNode node, List<Rejection> out) {
    for (RelNode input : node.inputs()) {
      joinRejections(input, out);
    }
    if (node instanceof Join join
        && join.kind() == JoinKind.LOOKUP
        && join.right() instanceof io.github.topnkit.linter.plan.TableScan scan
        && scan.isKnown()
        && !scan.table().get().connector().supportsLookup()) {
      out.add(
          new Rejection(
              Rejection.Phase.TRANSLATION,
              Rejection.Cause.JOIN_UNSUPPORTED,
              FlinkErrors.PROCTIME_TEMPORAL_JOIN,
              join.span()));
    }
  }

  /** Every OVER aggregation left in a streaming plan, deepest first, as translation meets it. */
  private static void overTranslations(
      RelNode node, Properties props, Map<Over, Rejection> byOver, List<Rejection> out) {
    for (RelNode input : node.inputs()) {
      overTranslations(input, props, byOver, out);
    }
    if (node instanceof Over over && over.groups().size() == 1) {
      Rejection r = overTranslation(over, props);
      if (r != null) {
        byOver.put(over, r);
        out.add(r);
      }
    }
  }

  private static Rejection rankTranslation(Rank rank, Properties props) {
    PatternKind kind = props.rankKind(rank);
    String fn = rank.rankType().name();
    boolean windowed = kind == PatternKind.WINDOW_TOP_N || kind == PatternKind.WINDOW_DEDUPLICATE;
    if (windowed && props.kinds(rank.input()).updating()) {
      return null;
    }
    if (!windowed && rank.rankType() != RankType.ROW_NUMBER) {
      return new Rejection(
          Rejection.Phase.TRANSLATION,
          Rejection.Cause.RANK_FUNCTION,
          FlinkErrors.streamingRankFunction(fn),
          rank.span());
    }
    if (windowed) {
      // A window rank kind is given only to a rank over window properties.
      WindowProps window = WindowProps.of(rank.input()).orElseThrow();
      if (rank.rankType() != RankType.ROW_NUMBER) {
        return new Rejection(
            Rejection.Phase.TRANSLATION,
            Rejection.Cause.WINDOW_RANK_FUNCTION,
            FlinkErrors.windowRankFunction(fn),
            rank.span());
      }
      if (window.timeKind() == TimeKind.PROCTIME) {
        return new Rejection(
            Rejection.Phase.TRANSLATION,
            kind == PatternKind.WINDOW_TOP_N
                ? Rejection.Cause.WINDOW_PROCTIME
                : Rejection.Cause.WINDOW_DEDUPLICATE_PROCTIME,
            kind == PatternKind.WINDOW_TOP_N
                ? FlinkErrors.PROCTIME_WINDOW_TOP_N
                : FlinkErrors.PROCTIME_WINDOW_DEDUPLICATE,
            rank.span());
      }
      if (rank.range() instanceof RankRange.Variable v) {
        return new Rejection(
            Rejection.Phase.TRANSLATION,
            Rejection.Cause.WINDOW_VARIABLE_END,
            FlinkErrors.windowRankVariableEnd(v.fieldName()),
            rank.span());
      }
    }
    return null;
  }

  /** A rank function left in a streaming OVER aggregation: Flink's ordering checks. */
  private static Rejection overTranslation(Over over, Properties props) {
    for (OverGroup g : over.groups()) {
      if (g.orderKeys().size() != 1) {
        return new Rejection(
            Rejection.Phase.TRANSLATION,
            Rejection.Cause.OVER_ORDERING,
            FlinkErrors.OVER_SINGLE_TIME_COLUMN,
            g.windowSpan());
      }
      SortKey key = g.orderKeys().get(0);
      if (key.descending()) {
        return new Rejection(
            Rejection.Phase.TRANSLATION,
            Rejection.Cause.OVER_ORDERING,
            FlinkErrors.OVER_ASCENDING,
            key.span());
      }
      boolean time = over.input().rowType().get(key.field()).type().isTimeAttribute();
      if (!time && props.settings().version().before(FlinkVersion.V2_1)) {
        return new Rejection(
            Rejection.Phase.TRANSLATION,
            Rejection.Cause.OVER_ORDERING,
            FlinkErrors.OVER_TIME_ATTRIBUTE,
            key.span());
      }
      for (OverCall call : g.calls()) {
        if (NOT_IN_STREAM_MODE.contains(call.function())) {
          return new Rejection(
              Rejection.Phase.TRANSLATION,
              Rejection.Cause.RANK_FUNCTION_UNSUPPORTED,
              FlinkErrors.notInStreamMode(call.function()),
              call.span());
        }
      }
    }
    return null;
  }

  /** OVER functions Flink's stream translation refuses (AggFunctionFactory). */
  private static final java.util.Set<String> NOT_IN_STREAM_MODE =
      java.util.Set.of("PERCENT_RANK", "CUME_DIST", "NTILE", "LEAD");

  static Optional<WindowKind> windowKind(RelNode input) {
    return WindowProps.of(input).map(WindowProps::kind);
  }

  static boolean isTvf(RelNode node) {
    return node instanceof WindowTvf;
  }
}
