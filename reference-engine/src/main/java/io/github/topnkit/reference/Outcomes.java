package io.github.topnkit.reference;

import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.run.CaseScript;
import io.github.topnkit.spec.run.RunOutcome;
import java.util.Optional;

/**
 * How a case run ends early: unsupported or failed outcomes, positioned in the spec file through
 * the case script's line map, thrown as {@link Stop}.
 */
final class Outcomes {

  static final String NOT_SUPPORTED = "not supported by the reference engine";

  /** Ends the run with an outcome. */
  static final class Stop extends RuntimeException {
    final transient RunOutcome outcome;

    Stop(RunOutcome outcome) {
      super(null, null, false, false);
      this.outcome = outcome;
    }
  }

  private final SpecCase spec;
  private final CaseScript script;

  Outcomes(SpecCase spec, CaseScript script) {
    this.spec = spec;
    this.script = script;
  }

  /** The spec file position of a span of the case script, else the case's own position. */
  Optional<Position> position(Span span) {
    return script.position(span).or(() -> Optional.of(spec.position()));
  }

  Stop unsupported(String what, Span span) {
    return stop(new RunOutcome.Unsupported(reason(what), position(span)));
  }

  Stop unsupported(UnsupportedFeatureException e) {
    return stop(
        new RunOutcome.Unsupported(
            reason(e.getMessage()),
            e.span().flatMap(script::position).or(() -> Optional.of(spec.position()))));
  }

  /** The reason of an unsupported outcome, said once. */
  static String reason(String what) {
    if (what.startsWith(NOT_SUPPORTED)) {
      return what;
    }
    // Operators say "X is not supported by the reference engine": lead with the engine instead.
    String suffix = " is " + NOT_SUPPORTED;
    String subject =
        what.endsWith(suffix) ? what.substring(0, what.length() - suffix.length()) : what;
    return NOT_SUPPORTED + ": " + subject;
  }

  static Stop setup(String message, Position where) {
    return stop(
        new RunOutcome.Failed(
            RunOutcome.Phase.SETUP, message, Optional.of(where), Optional.empty()));
  }

  static Stop stop(RunOutcome outcome) {
    return new Stop(outcome);
  }
}
