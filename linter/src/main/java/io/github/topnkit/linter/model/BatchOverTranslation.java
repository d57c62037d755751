package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.plan.Over;
import io.github.topnkit.linter.plan.OverCall;
import io.github.topnkit.linter.plan.OverGroup;
import io.github.topnkit.linter.plan.SortKey;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;

/**
 * The error a batch OVER aggregation raises when Flink generates its code: RANK, DENSE_RANK and
 * PERCENT_RANK ({@code RankLikeAggFunctionBase}) keep the previous row's order key values and
 * support only some key types, so a TIMESTAMP_LTZ key (a processing-time attribute included) or a
 * binary or nested one fails. ROW_NUMBER, CUME_DIST and the other calls do not compare keys, and a
 * batch Top-N (a Rank node, not an OVER) is not affected.
 */
final class BatchOverTranslation {

  private static final Set<String> RANK_LIKE = Set.of("RANK", "DENSE_RANK", "PERCENT_RANK");

  /** The key types {@code RankLikeAggFunctionBase.generateInitLiteral} has a case for. */
  private static final Set<TypeRoot> COMPARABLE_KEYS =
      EnumSet.of(
          TypeRoot.BOOLEAN,
          TypeRoot.TINYINT,
          TypeRoot.SMALLINT,
          TypeRoot.INTEGER,
          TypeRoot.BIGINT,
          TypeRoot.FLOAT,
          TypeRoot.DOUBLE,
          TypeRoot.DECIMAL,
          TypeRoot.CHAR,
          TypeRoot.VARCHAR,
          TypeRoot.DATE,
          TypeRoot.TIME,
          TypeRoot.TIMESTAMP);

  private BatchOverTranslation() {}

  /** The rejection of the OVER's first rank-like call ordered by an unsupported key type. */
  static Optional<Rejection> of(Over over) {
    for (OverGroup group : over.groups()) {
      if (group.calls().stream().map(OverCall::function).noneMatch(RANK_LIKE::contains)) {
        continue;
      }
      for (SortKey key : group.orderKeys()) {
        SqlType type = over.input().rowType().get(key.field()).type();
        if (type.isKnown() && !COMPARABLE_KEYS.contains(type.root())) {
          return Optional.of(
              new Rejection(
                  Rejection.Phase.TRANSLATION,
                  Rejection.Cause.BATCH_RANK_ORDER_TYPE,
                  FlinkErrors.unsupportedType(type),
                  key.span()));
        }
      }
    }
    return Optional.empty();
  }
}
