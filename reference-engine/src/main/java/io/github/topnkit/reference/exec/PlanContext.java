package io.github.topnkit.reference.exec;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.Settings;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.model.UpdateKind;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import java.time.ZoneId;
import java.util.Optional;

/**
 * What an operator factory may read while the engine turns one statement's plan into operators: the
 * pattern model's verdicts, the session settings and the session time zone.
 */
public record PlanContext(StatementModel model, ZoneId zone) {

  public PlanContext {
    requireNonNull(model, "model is null");
    requireNonNull(zone, "zone is null");
  }

  public Settings settings() {
    return model.settings();
  }

  /** The pattern model's verdict on a recognized rank node. */
  public Optional<RankPattern> pattern(Rank rank) {
    return model.patterns().stream().filter(p -> p.site().rank().orElse(null) == rank).findFirst();
  }

  /** Which update messages the node sends, as Flink's changelog inference decided, if it did. */
  public Optional<UpdateKind> updateKind(RelNode node) {
    return model.updateKind(node);
  }
}
