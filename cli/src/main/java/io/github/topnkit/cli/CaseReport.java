package io.github.topnkit.cli;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.check.Mismatch;
import io.github.topnkit.spec.verify.CaseVerifier;
import io.github.topnkit.spec.verify.EngineRun;
import io.github.topnkit.spec.verify.Verdict;
import java.io.PrintWriter;

/** Checks one case in one mode through the verification core and prints its output and verdict. */
final class CaseReport {

  /** How a case ended, as the command line prints it. */
  enum Outcome {
    PASS,
    FAIL,
    SKIP,
    UNSUPPORTED
  }

  private final CaseVerifier verifier;
  private final PrintWriter out;

  CaseReport(CaseVerifier verifier, PrintWriter out) {
    this.verifier = verifier;
    this.out = out;
  }

  Outcome run(SpecCase specCase, ExecutionMode mode) {
    String title = specCase.position() + ": " + specCase.name() + " [" + mode.label() + "]";
    Verdict verdict = verifier.verify(specCase, mode);
    Outcome outcome = outcome(verdict);
    out.println(outcome + "  " + title);
    if (verdict instanceof Verdict.Skipped skipped) {
      indent(skipped.reason());
    } else if (verdict instanceof Verdict.Unsupported unsupported) {
      indent(unsupported.reason());
    } else {
      for (EngineRun run : verdict.runs()) {
        indent(run.describe());
      }
    }
    if (verdict instanceof Verdict.Failed failed) {
      for (Mismatch m : failed.failures()) {
        indent(m.message());
      }
    }
    return outcome;
  }

  private static Outcome outcome(Verdict verdict) {
    if (verdict instanceof Verdict.Failed) {
      return Outcome.FAIL;
    }
    if (verdict instanceof Verdict.Skipped) {
      return Outcome.SKIP;
    }
    return verdict instanceof Verdict.Unsupported ? Outcome.UNSUPPORTED : Outcome.PASS;
  }

  private void indent(String text) {
    out.println(text.indent(2).stripTrailing());
  }
}
