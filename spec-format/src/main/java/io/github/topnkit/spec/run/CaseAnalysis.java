package io.github.topnkit.spec.run;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.SpecCase;

/**
 * One case in one mode, parsed and analyzed once: its script, its pattern model, its lint findings
 * and the model of its execution, each computed on first use and shared by the lint check, the
 * reference engine and the output check.
 */
public final class CaseAnalysis {

  private final SpecCase specCase;
  private final ExecutionMode mode;
  private final CaseScript script;
  private final Linter linter;
  private ScriptModel model;
  private LintResult lint;
  private ScriptModel executed;

  private CaseAnalysis(SpecCase specCase, ExecutionMode mode, FlinkVersion version) {
    this.specCase = requireNonNull(specCase, "specCase is null");
    this.mode = requireNonNull(mode, "mode is null");
    this.script = CaseScript.of(specCase);
    this.linter =
        new Linter(LintOptions.defaults().withVersion(version).withMode(requireNonNull(mode)));
  }

  /** The analysis of a case run in one mode as one Flink version. */
  public static CaseAnalysis of(SpecCase specCase, ExecutionMode mode, FlinkVersion version) {
    return new CaseAnalysis(specCase, mode, requireNonNull(version, "version is null"));
  }

  public SpecCase specCase() {
    return specCase;
  }

  public ExecutionMode mode() {
    return mode;
  }

  /** The case's DDL and SQL as one script, with the way back to the spec file's lines. */
  public CaseScript script() {
    return script;
  }

  /** The pattern model of the case's script, as the linter explains it. */
  public synchronized ScriptModel model() {
    if (model == null) {
      model = linter.analyze(SourceFile.of(specCase.file(), script.text()));
    }
    return model;
  }

  /** The linter's findings on the case's script. */
  public synchronized LintResult lint() {
    if (lint == null) {
      lint = linter.lint(model());
    }
    return lint;
  }

  /** The model of the script as an engine runs it: a query's result taken by a sink of changes. */
  public synchronized ScriptModel executed() {
    if (executed == null) {
      executed = linter.asExecuted(model());
    }
    return executed;
  }
}
