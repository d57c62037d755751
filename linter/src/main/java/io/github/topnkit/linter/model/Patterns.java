package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankFilter;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RankSite;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.linter.plan.WindowProps;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Builds the {@link RankPattern} of one rank function call from the plan and its properties. */
final class Patterns {

  private Patterns() {}

  /** The verdict on a call that Flink refuses for the given reason. */
  static RankPattern rejected(RankSite site, Rejection rejection, Properties props) {
    RelNode input = input(site);
    Optional<RankRange> range = site.rank().map(Rank::range).or(() -> filterRange(site));
    return new RankPattern.Rejected(
        ranked(site, props.kinds(input)), rejection, range, window(input));
  }

  /** The verdict on a call that Flink plans: a rank operator, an OVER aggregation or nothing. */
  static RankPattern planned(
      RankSite site, Properties props, Map<RelNode, UpdateKindSolver.Decision> decisions) {
    if (site.rank().isPresent()) {
      return rankOperator(site, site.rank().get(), props, decisions);
    }
    RelNode input = site.over().input();
    if (site.blocker() == RankSite.Blocker.UNUSED
        || site.filter().map(f -> f.outcome() == RankFilter.Outcome.EMPTY).orElse(false)) {
      return new RankPattern.Empty(ranked(site, props.kinds(input)));
    }
    return new RankPattern.OverAggregate(
        ranked(site, props.kinds(input)),
        filterRange(site),
        window(input),
        ChangelogMode.of(props.kinds(site.over()), UpdateKind.NONE));
  }

  private static RankPattern rankOperator(
      RankSite site,
      Rank rank,
      Properties props,
      Map<RelNode, UpdateKindSolver.Decision> decisions) {
    PatternKind kind = props.settings().streaming() ? props.rankKind(rank) : PatternKind.TOP_N;
    Kinds input = props.kinds(rank.input());
    UpdateKindSolver.Decision decision = decisions.get(rank);
    UpdateKind provided = decision == null ? UpdateKind.NONE : decision.provided();
    ChangelogMode output = ChangelogMode.of(props.kinds(rank), provided);
    RankPattern.Ranked ranked = ranked(site, input);
    RankPattern.Emitted emitted =
        new RankPattern.Emitted(
            rank.range(), rank.outputRankNumber(), output, uniqueKeys(rank, props));
    if (kind == PatternKind.WINDOW_TOP_N) {
      return new RankPattern.WindowTopN(
          ranked, emitted, window(rank.input()).orElseThrow(), RuntimeFunctions.windowTopN(props));
    }
    if (kind == PatternKind.WINDOW_DEDUPLICATE) {
      return new RankPattern.WindowDeduplicate(
          ranked, emitted, window(rank.input()).orElseThrow(), RuntimeFunctions.WINDOW_DEDUPLICATE);
    }
    Optional<RankStrategy> strategy =
        decision == null ? Optional.<RankStrategy>empty() : decision.strategy();
    if (kind == PatternKind.DEDUPLICATE) {
      return new RankPattern.Deduplicate(
          ranked, emitted, strategy, RuntimeFunctions.deduplicate(rank, props));
    }
    return new RankPattern.TopN(
        ranked, emitted, strategy, RuntimeFunctions.topN(rank, strategy, props));
  }

  private static RankPattern.Ranked ranked(RankSite site, Kinds input) {
    return new RankPattern.Ranked(site, partitionKeys(site), orderKeys(site), input);
  }

  private static RelNode input(RankSite site) {
    return site.rank().map(Rank::input).orElse(site.over().input());
  }

  private static Optional<RankRange> filterRange(RankSite site) {
    return site.filter().flatMap(RankFilter.Result::range);
  }

  private static Optional<RankPattern.Window> window(RelNode input) {
    return WindowProps.of(input).map(w -> new RankPattern.Window(w.kind(), w.timeKind()));
  }

  private static List<String> partitionKeys(RankSite site) {
    RowType type = input(site).rowType();
    List<String> result = new ArrayList<>();
    for (int f : site.group().partitionKeys()) {
      result.add(name(f, type));
    }
    return result;
  }

  private static List<String> orderKeys(RankSite site) {
    RowType type = input(site).rowType();
    List<String> result = new ArrayList<>();
    for (SortKey k : site.group().orderKeys()) {
      result.add(name(k.field(), type) + (k.descending() ? " DESC" : " ASC"));
    }
    return result;
  }

  private static List<List<String>> uniqueKeys(Rank rank, Properties props) {
    List<List<String>> keys = new ArrayList<>();
    for (BitSet key : props.uniqueKeys(rank)) {
      List<String> names = new ArrayList<>();
      key.stream().forEach(i -> names.add(name(i, rank.rowType())));
      keys.add(names);
    }
    return keys;
  }

  private static String name(int field, RowType type) {
    return field >= 0 && field < type.size() ? type.get(field).name() : "$" + field;
  }

  static boolean isProctime(Rank rank) {
    return Properties.sortsOnTimeAttribute(rank)
        && rank.input().rowType().get(rank.orderKeys().get(0).field()).type().timeKind()
            == TimeKind.PROCTIME;
  }
}
