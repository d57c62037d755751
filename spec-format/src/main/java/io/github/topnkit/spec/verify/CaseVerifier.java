package io.github.topnkit.spec.verify;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkRelease;
import io.github.topnkit.spec.Expectations;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.check.LintCheck;
import io.github.topnkit.spec.check.Mismatch;
import io.github.topnkit.spec.check.OutputCheck;
import io.github.topnkit.spec.run.CaseAnalysis;
import io.github.topnkit.spec.run.CaseRun;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.run.RunOutcome;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The one verification of a spec case, behind every face: skip by version, the lint and pattern
 * check, the runs on the chosen engines and the check of their output, with one analysis of the
 * case shared by all of them, ending in one {@link Verdict}.
 */
public final class CaseVerifier {

  /** What a face says to run an unsupported case on Flink, the same words in every face. */
  static final String ON_FLINK =
      "run it on Flink: --engine flink (topnkit run), engines=flink (Maven spec goal) or"
          + " topnkit.flink.enabled=true (JUnit)";

  private final Engines engines;
  private final Duration timeout;
  private final RunListener listener;

  public CaseVerifier(Engines engines, Duration timeout, RunListener listener) {
    this.engines = requireNonNull(engines, "engines is null");
    this.timeout = requireNonNull(timeout, "timeout is null");
    this.listener = requireNonNull(listener, "listener is null");
  }

  public CaseVerifier(Engines engines, Duration timeout) {
    this(engines, timeout, (engine, time, outcome) -> {});
  }

  /** Hears how long each engine's run took. */
  @FunctionalInterface
  public interface RunListener {
    void ran(CaseRunner engine, Duration time, RunOutcome outcome);
  }

  /** Why a case is not run at all: its own {@code skip}, or a Flink version outside its range. */
  public Optional<String> skipReason(SpecCase specCase) {
    if (specCase.skip().isPresent()) {
      return specCase.skip();
    }
    FlinkRelease version = engines.flinkRelease();
    if (!specCase.flink().contains(version)) {
      return Optional.of(
          "the case is for Flink " + specCase.flink() + "; the engine runs Flink " + version);
    }
    return Optional.empty();
  }

  /** Checks one case in one mode. */
  public Verdict verify(SpecCase specCase, ExecutionMode mode) {
    return verify(specCase, mode, Optional.empty());
  }

  /**
   * Checks one case in one mode; with a recorder and a Flink engine, Flink's outcome is recorded as
   * the new expectation wherever the current one does not hold or is missing, instead of being
   * compared (a passing block keeps its author's wording, order and formatting).
   */
  public Verdict verify(
      SpecCase specCase, ExecutionMode mode, Optional<ExpectationRecorder> rewrite) {
    Optional<String> skip = skipReason(specCase);
    if (skip.isPresent()) {
      return new Verdict.Skipped(skip.get());
    }
    CaseAnalysis analysis = CaseAnalysis.of(specCase, mode, engines.flinkRelease().line());
    Expectations expected = specCase.expectations(mode);
    List<Mismatch> failures = new ArrayList<>();
    for (String problem : LintCheck.check(analysis)) {
      failures.add(Mismatch.of(specCase.position() + ": " + problem));
    }
    Optional<ExpectationRecorder> recorder = rewrite.filter(r -> engines.flink().isPresent());
    if (!expected.needsRun() && recorder.isEmpty()) {
      return verdict(failures, List.of());
    }
    CaseRun run = new CaseRun(specCase, mode, timeout, analysis);
    Optional<EngineRun> reference = engines.reference().map(e -> run(e, run));
    Optional<EngineRun> flink = engines.flink().map(e -> run(e, run));
    List<EngineRun> runs = new ArrayList<>();
    reference.ifPresent(runs::add);
    flink.ifPresent(runs::add);
    List<Mismatch> referenceMismatches =
        reference.filter(r -> !r.unsupported()).map(r -> check(analysis, r)).orElse(List.of());
    if (flink.isPresent()) {
      List<Mismatch> flinkMismatches = check(analysis, flink.get());
      if (recorder.isPresent()
          && (!flinkMismatches.isEmpty() || !expected.hasOutputExpectation())) {
        if (!recorder.get().record(flink.get().outcome())) {
          failures.add(
              Mismatch.of(
                  specCase.position()
                      + ": cannot update the expectations: "
                      + flink.get().describe()));
        }
      } else if (reference.isPresent()) {
        failures.addAll(
            Sides.both(flink.get(), flinkMismatches, reference.get(), referenceMismatches));
      } else {
        failures.addAll(Sides.label(flink.get().engine(), flinkMismatches));
      }
      return verdict(failures, runs);
    }
    EngineRun only = reference.orElseThrow();
    if (only.unsupported()) {
      String reason = only.describe() + "; " + ON_FLINK;
      if (failures.isEmpty()) {
        return new Verdict.Unsupported(reason, runs);
      }
      failures.add(Mismatch.of(reason));
    }
    failures.addAll(Sides.label(only.engine(), referenceMismatches));
    return verdict(failures, runs);
  }

  private EngineRun run(CaseRunner engine, CaseRun run) {
    long start = System.nanoTime();
    RunOutcome outcome = engine.run(run);
    listener.ran(engine, Duration.ofNanos(System.nanoTime() - start), outcome);
    return new EngineRun(engine.name(), outcome);
  }

  private static List<Mismatch> check(CaseAnalysis analysis, EngineRun run) {
    SpecCase specCase = analysis.specCase();
    return OutputCheck.check(
        specCase,
        specCase.expectations(analysis.mode()),
        run.outcome(),
        analysis::model,
        run.engine());
  }

  private static Verdict verdict(List<Mismatch> failures, List<EngineRun> runs) {
    return failures.isEmpty() ? new Verdict.Passed(runs) : new Verdict.Failed(failures, runs);
  }
}
