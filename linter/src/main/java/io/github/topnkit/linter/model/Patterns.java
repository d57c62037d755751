package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.plan.Over;
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

  static RankPattern of(
      RankSite site,
      Rejection rejection,
      Properties props,
      Map<RelNode, UpdateKindSolver.Decision> decisions) {
    Rank rank = site.rank();
    RelNode input = rank != null ? rank.input() : site.over().input();
    RowType inputType = input.rowType();
    List<String> partition = names(site.group().partitionKeys(), inputType);
    List<String> order = new ArrayList<>();
    for (SortKey k : site.group().orderKeys()) {
      order.add(name(k.field(), inputType) + (k.descending() ? " DESC" : " ASC"));
    }
    RankRange range =
        rank != null ? rank.range() : site.filter() == null ? null : site.filter().range();
    WindowProps window = WindowProps.of(input);
    Kinds inputKinds = props.kinds(input);
    if (rejection != null) {
      return new RankPattern(
          site,
          PatternKind.REJECTED,
          rejection,
          site.call().function(),
          range,
          partition,
          order,
          rank != null && rank.outputRankNumber(),
          inputKinds,
          window == null ? null : window.kind(),
          window == null ? null : window.timeKind(),
          null,
          null,
          List.of(),
          "");
    }
    if (rank == null
        && site.filter() != null
        && site.filter().outcome() == RankFilter.Outcome.EMPTY) {
      return new RankPattern(
          site,
          PatternKind.EMPTY,
          null,
          site.call().function(),
          null,
          partition,
          order,
          false,
          inputKinds,
          null,
          null,
          null,
          null,
          List.of(),
          "");
    }
    if (rank == null) {
      return new RankPattern(
          site,
          PatternKind.OVER_AGGREGATE,
          null,
          site.call().function(),
          range,
          partition,
          order,
          true,
          inputKinds,
          window == null ? null : window.kind(),
          window == null ? null : window.timeKind(),
          null,
          ChangelogMode.of(props.kinds(site.over()), UpdateKind.NONE),
          List.of(),
          "OverAggregate");
    }
    PatternKind kind = props.settings().streaming() ? props.rankKind(rank) : PatternKind.TOP_N;
    UpdateKindSolver.Decision decision = decisions.get(rank);
    Optional<RankStrategy> strategy =
        decision == null ? Optional.<RankStrategy>empty() : decision.strategy();
    UpdateKind provided = decision == null ? UpdateKind.NONE : decision.provided();
    ChangelogMode output = ChangelogMode.of(props.kinds(rank), provided);
    List<List<String>> keys = new ArrayList<>();
    for (BitSet key : props.uniqueKeys(rank)) {
      List<String> names = new ArrayList<>();
      key.stream().forEach(i -> names.add(name(i, rank.rowType())));
      keys.add(names);
    }
    boolean windowed = kind == PatternKind.WINDOW_TOP_N || kind == PatternKind.WINDOW_DEDUPLICATE;
    return new RankPattern(
        site,
        kind,
        null,
        rank.rankType().name(),
        rank.range(),
        partition,
        order,
        rank.outputRankNumber(),
        inputKinds,
        windowed ? window.kind() : null,
        windowed ? window.timeKind() : null,
        props.settings().streaming() && !windowed ? strategy.orElse(null) : null,
        output,
        keys,
        RuntimeFunctions.of(kind, rank, strategy, props));
  }

  private static List<String> names(List<Integer> fields, RowType type) {
    List<String> result = new ArrayList<>();
    for (int f : fields) {
      result.add(name(f, type));
    }
    return result;
  }

  static String name(int field, RowType type) {
    return field >= 0 && field < type.size() ? type.get(field).name() : "$" + field;
  }

  static boolean isProctime(Rank rank) {
    return Properties.sortsOnTimeAttribute(rank)
        && rank.input().rowType().get(rank.orderKeys().get(0).field()).type().timeKind()
            == TimeKind.PROCTIME;
  }

  static Over over(RankSite site) {
    return site.over();
  }
}
