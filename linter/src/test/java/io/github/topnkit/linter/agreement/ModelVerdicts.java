package io.github.topnkit.linter.agreement;

import io.github.topnkit.linter.model.ChangelogMode;
import io.github.topnkit.linter.model.Kinds;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.model.UpdateKind;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.Sort;
import java.util.ArrayList;
import java.util.List;

/** The pattern model's verdict in the same canonical form {@link PlanText} reads from Flink. */
final class ModelVerdicts {

  private ModelVerdicts() {}

  static Verdict of(StatementModel model) {
    if (model.firstRejection().isPresent()) {
      return Verdict.rejected(model.firstRejection().get().message());
    }
    List<String> nodes = new ArrayList<>();
    collect(model.plan().root(), model, nodes);
    return Verdict.planned(nodes);
  }

  private static void collect(RelNode node, StatementModel model, List<String> out) {
    boolean streaming = model.settings().streaming();
    if (node instanceof Rank rank) {
      out.add(rank(rank, model, streaming));
    } else if (node instanceof Over over) {
      if (streaming) {
        Kinds kinds = model.properties().kinds(over);
        UpdateKind kind = model.updateKind(over).orElse(UpdateKind.NONE);
        out.add("OVER_AGGREGATE changelog=" + changelog(kinds, kind));
      } else {
        out.add("OVER_AGGREGATE");
      }
    } else if (node instanceof Sort sort
        && streaming
        && (sort.fetch().isPresent() || sort.offset().isPresent())) {
      out.add("SORT_LIMIT");
    }
    for (RelNode input : node.inputs()) {
      collect(input, model, out);
    }
  }

  private static String rank(Rank rank, StatementModel model, boolean streaming) {
    RankPattern pattern =
        model.patterns().stream()
            .filter(p -> p.site().rank().orElse(null) == rank)
            .findFirst()
            .orElse(null);
    PatternKind kind = pattern == null ? PatternKind.TOP_N : pattern.kind();
    String range = range(rank.range());
    String changelog =
        changelog(model.properties().kinds(rank), model.updateKind(rank).orElse(UpdateKind.NONE));
    switch (kind) {
      case DEDUPLICATE:
        return "DEDUPLICATE keep="
            + (rank.orderKeys().get(0).descending() ? "LastRow" : "FirstRow")
            + " changelog="
            + changelog;
      case WINDOW_DEDUPLICATE:
        return "WINDOW_DEDUPLICATE keep="
            + (rank.orderKeys().get(0).descending() ? "LastRow" : "FirstRow");
      case WINDOW_TOP_N:
        return "WINDOW_TOP_N rankType="
            + rank.rankType()
            + " range="
            + range
            + " rn="
            + rank.outputRankNumber();
      default:
        String strategy =
            pattern instanceof RankPattern.TopN topN
                ? topN.strategy().map(Object::toString).orElse("?")
                : "?";
        return "TOP_N rankType="
            + rank.rankType()
            + " range="
            + range
            + " rn="
            + rank.outputRankNumber()
            + (streaming ? " strategy=" + strategy + " changelog=" + changelog : "");
    }
  }

  private static String range(RankRange range) {
    return range.toString();
  }

  private static String changelog(Kinds kinds, UpdateKind kind) {
    return ChangelogMode.of(kinds, kind).toString();
  }
}
