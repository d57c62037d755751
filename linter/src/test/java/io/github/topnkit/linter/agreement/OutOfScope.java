package io.github.topnkit.linter.agreement;

import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Rejections of generated drafts that are no verdict topnkit claims to predict, by reason: they are
 * counted and printed, never dropped silently, and never hide a disagreement the model could have
 * gotten right.
 */
final class OutOfScope {

  private record Reason(String name, Pattern flinkMessage) {}

  private static final List<Reason> REASONS = List.of();

  private OutOfScope() {}

  /** The reason a draft is out of scope, when Flink rejects it for one and the model plans it. */
  static Optional<String> reason(Verdict flink, Verdict model) {
    if (!flink.isRejected() || model.isRejected()) {
      return Optional.empty();
    }
    return REASONS.stream()
        .filter(r -> r.flinkMessage().matcher(flink.error()).find())
        .map(Reason::name)
        .findFirst();
  }
}
