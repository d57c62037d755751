package io.github.topnkit.linter;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.config.Suppressions;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.ConfluentExamples;
import io.github.topnkit.linter.model.ScriptAnalyzer;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.FileSettings;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.SourceDecoder;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.linter.rules.BuiltInRules;
import io.github.topnkit.linter.rules.Rule;
import io.github.topnkit.linter.rules.RuleContext;
import io.github.topnkit.linter.rules.RuleCrashed;
import io.github.topnkit.linter.rules.UnreadableFile;
import io.github.topnkit.linter.target.Dialect;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/**
 * Lints Flink SQL files: parses them with Flink's parser, builds the pattern model, runs the rule
 * catalogue and applies the project's rule settings and inline suppressions.
 */
public final class Linter {

  /**
   * The stack of the thread that lints a file. Calcite's parser and the planner recurse once or
   * more per nesting level; the JVM's default 1 MB stack overflows at about 350 nested function
   * calls, 64 MB reaches tens of thousands. Only the touched part of the stack takes memory.
   */
  public static final long STACK_BYTES = 64L << 20;

  private final LintOptions options;
  private final List<Rule> rules;
  private final SqlFrontEnd frontEnd = new SqlFrontEnd();

  public Linter(LintOptions options) {
    this(options, BuiltInRules.all());
  }

  /** A linter with a custom rule list, for tests of single rules. */
  public Linter(LintOptions options, List<Rule> rules) {
    this.options = requireNonNull(options, "options is null");
    this.rules = List.copyOf(rules);
  }

  public LintOptions options() {
    return options;
  }

  /**
   * Lints raw file content; unreadable content, and a failure of the linter itself on this file,
   * become findings, never exceptions, so one file never hides the findings of the others.
   *
   * @throws CancellationException when the calling thread is interrupted
   */
  public LintResult lint(String path, byte[] bytes) {
    try {
      return lintBytes(path, bytes);
    } catch (CancellationException e) {
      throw e;
    } catch (RuntimeException | StackOverflowError e) {
      return new LintResult(path, List.of(RuleCrashed.fileFailed(e)), Optional.empty());
    }
  }

  private LintResult lintBytes(String path, byte[] bytes) {
    SourceDecoder.Result decoded = new SourceDecoder(options.maxFileBytes()).decode(path, bytes);
    if (!decoded.ok()) {
      Diagnostic d =
          new Diagnostic(
              UnreadableFile.ID,
              Severity.ERROR,
              decoded.problem(),
              decoded.problemSpan(),
              "Save the file as UTF-8 encoded SQL text.");
      return new LintResult(path, List.of(d), Optional.empty());
    }
    return lint(decoded.source());
  }

  /** The pattern model of a file, as {@code lint} computes it, for explanations. */
  public ScriptModel analyze(SourceFile source) {
    return onLintThread(source, () -> analyze(frontEnd.parse(source), false));
  }

  /**
   * The pattern model of a file whose queries are run, not explained: a SELECT's result is
   * collected by a sink that takes every change, as when Flink executes it.
   */
  public ScriptModel analyzeForExecution(SourceFile source) {
    return onLintThread(source, () -> analyze(frontEnd.parse(source), true));
  }

  /**
   * The model of a file's execution (as {@link #analyzeForExecution} gives it) from the model
   * {@link #analyze} gave, without parsing or analyzing the file again.
   */
  public ScriptModel asExecuted(ScriptModel explained) {
    return onLintThread(
        explained.script().source(), () -> analyzer(explained.script()).asExecuted(explained));
  }

  private ScriptModel analyze(ParsedScript script, boolean executed) {
    ScriptAnalyzer analyzer = analyzer(script);
    // A run's model reuses the explained model's plans.
    ScriptModel explained = analyzer.analyze(script);
    return executed ? analyzer.asExecuted(explained) : explained;
  }

  private ScriptAnalyzer analyzer(ParsedScript script) {
    LintOptions file = options.withFileSettings(FileSettings.of(script));
    return new ScriptAnalyzer(
        file.dialect() == Dialect.CONFLUENT
            ? ConfluentExamples.addTo(file.schema())
            : file.schema(),
        file.version(),
        file.mode(),
        file.dialect(),
        script.source().path());
  }

  /**
   * Lints one file on a thread of its own with a {@linkplain #STACK_BYTES large stack}, so deeply
   * nested SQL is analyzed instead of overflowing the caller's stack.
   *
   * @throws CancellationException when the calling thread is interrupted while waiting
   */
  public LintResult lint(SourceFile source) {
    return onLintThread(source, () -> lintOnThisThread(source));
  }

  private static <T> T onLintThread(SourceFile source, Callable<T> work) {
    // FutureTask.get() returns a finished result without looking at the interrupt flag, so an
    // already interrupted caller is refused here rather than depending on which thread wins.
    if (Thread.currentThread().isInterrupted()) {
      throw interrupted(source);
    }
    Future<T> task = LintThreads.submit(work);
    try {
      return task.get();
    } catch (InterruptedException e) {
      task.cancel(true);
      Thread.currentThread().interrupt();
      throw interrupted(source);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      if (e.getCause() instanceof Error err) {
        throw err;
      }
      throw new IllegalStateException(e.getCause());
    }
  }

  private static CancellationException interrupted(SourceFile source) {
    return new CancellationException("linting " + source.path() + " was interrupted");
  }

  /**
   * Runs the rules over a model that {@link #analyze} gave, without parsing or analyzing the file
   * again: the lint of a file whose model is needed for more than its findings.
   */
  public LintResult lint(ScriptModel model) {
    return onLintThread(model.script().source(), () -> findings(model));
  }

  private LintResult lintOnThisThread(SourceFile source) {
    return findings(analyze(frontEnd.parse(source), false));
  }

  private LintResult findings(ScriptModel model) {
    ParsedScript script = model.script();
    SourceFile source = script.source();
    List<Diagnostic> raw = new ArrayList<>();
    RuleContext context = new RuleContext(model, model.version(), raw);
    for (Rule rule : rules) {
      if (!options.rules().enabled(rule.id())) {
        continue;
      }
      BuiltInRules.run(rule, context, raw);
    }
    Suppressions suppressions = Suppressions.of(script);
    LinkedHashSet<Diagnostic> kept = new LinkedHashSet<>();
    for (Diagnostic d : raw) {
      Diagnostic configured = options.rules().severity(d.ruleId()).map(d::withSeverity).orElse(d);
      if (!suppressions.suppresses(configured)) {
        kept.add(configured);
      }
    }
    List<Diagnostic> sorted = new ArrayList<>(kept);
    sorted.sort(Diagnostic.BY_POSITION);
    return new LintResult(source.path(), sorted, Optional.of(model));
  }
}
