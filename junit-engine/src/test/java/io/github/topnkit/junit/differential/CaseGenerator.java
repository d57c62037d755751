package io.github.topnkit.junit.differential;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.LintResult;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.PatternKind;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.spec.SpecCase;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;

/**
 * Generates reproducible ranking cases from one seed: the shape of the query, the source table
 * (append-only with a rowtime, upsert-kafka or CDC) and its input, then the query. A case the
 * linter finds an error in, or whose rank functions it predicts Flink rejects (or does not plan as
 * a ranking), is dropped and counted, so every emitted case is one Flink is expected to run.
 */
final class CaseGenerator {

  /** The seed of the test's cases; change it to explore, keep it to reproduce. */
  static final long SEED = 20261129L;

  private static final List<PatternKind> RANKINGS =
      List.of(
          PatternKind.TOP_N,
          PatternKind.WINDOW_TOP_N,
          PatternKind.DEDUPLICATE,
          PatternKind.WINDOW_DEDUPLICATE);

  private final long seed;
  private final Random random;
  private final InputGenerator inputs;
  private final QueryGenerator queries;
  private final Linter linter = new Linter(LintOptions.defaults());
  private final Map<String, Integer> dropped = new TreeMap<>();
  private int drafted;

  CaseGenerator(long seed) {
    this.seed = seed;
    this.random = new Random(seed);
    this.inputs = new InputGenerator(random);
    this.queries = new QueryGenerator(random);
  }

  /** The first {@code count} cases the linter accepts. */
  List<GeneratedCase> generate(int count) {
    List<GeneratedCase> cases = new ArrayList<>();
    while (cases.size() < count) {
      draft(cases.size() + 1).ifPresent(cases::add);
    }
    return cases;
  }

  /** The first {@code count} plain cases, then {@code composite} composite ones. */
  List<GeneratedCase> generate(int count, int composite) {
    List<GeneratedCase> cases = generate(count);
    CompositeCases composites = new CompositeCases(this, seed);
    while (cases.size() < count + composite) {
      drafted++;
      composites.draft(cases.size() + 1).ifPresent(cases::add);
    }
    return cases;
  }

  /** Drops a draft for the reason, counted. */
  Optional<GeneratedCase> drop(String reason) {
    dropped.merge(reason, 1, Integer::sum);
    return Optional.empty();
  }

  /** Why drafted cases were dropped, with counts. */
  Map<String, Integer> dropped() {
    return dropped;
  }

  int drafted() {
    return drafted;
  }

  private Optional<GeneratedCase> draft(int number) {
    drafted++;
    Shape shape = shape();
    SourceKind source =
        switch (shape) {
          case TOP_N -> source();
          // Mostly insert-only, so that COUNT(*) grows and Flink picks its UpdateFastStrategy.
          case TOP_N_OVER_GROUP_BY -> random.nextInt(3) == 0 ? source() : SourceKind.APPEND;
          default -> SourceKind.APPEND;
        };
    int rows = 5 + random.nextInt(26);
    double nullRate = random.nextInt(3) == 0 ? 0.0 : 0.15;
    int delay = random.nextInt(4);
    String ddl = InputGenerator.ddl(source, delay);
    List<String> input =
        source == SourceKind.APPEND
            ? inputs.appendRows(
                rows, nullRate, shape.windowed() || shape == Shape.DEDUPLICATE ? 0.15 : 0.05)
            : inputs.updatingRows(source, rows, nullRate);
    QueryGenerator.Query query = queries.query(shape, source);
    String description =
        query.description() + ", " + rows + " rows" + (nullRate > 0 ? " with NULLs" : "");
    return accept(number, description, ddl, List.of(), input, query.sql(), false);
  }

  /**
   * The case, unless the linter finds an error in it or predicts Flink rejects or does not plan its
   * rank functions as rankings; then the reason is counted.
   */
  Optional<GeneratedCase> accept(
      int number,
      String description,
      String ddl,
      List<String> views,
      List<String> input,
      String sql,
      boolean script) {
    Optional<ScriptModel> analyzed = analyze(number, ddl, views, sql);
    if (analyzed.isEmpty()) {
      return Optional.empty();
    }
    ScriptModel model = analyzed.get();
    List<RankPattern> patterns = patterns(model);
    Optional<String> problem = problem(model, patterns);
    if (problem.isPresent()) {
      dropped.merge(problem.get(), 1, Integer::sum);
      return Optional.empty();
    }
    List<PatternKind> kinds = patterns.stream().map(RankPattern::kind).toList();
    List<String> functions = patterns.stream().map(CaseGenerator::runtimeFunction).toList();
    String text =
        GeneratedCase.specText(
            number, seed, description, ddl, views, input, sql, script, kinds, Optional.empty());
    SpecCase specCase = GeneratedCase.parse(GeneratedCase.file(number), text);
    return Optional.of(
        new GeneratedCase(
            number,
            seed,
            description,
            ddl,
            views,
            input,
            sql,
            script,
            kinds,
            functions,
            specCase,
            model));
  }

  /** The linter's model of the case's SQL; empty (and counted) when it has an error. */
  Optional<ScriptModel> analyze(int number, String ddl, List<String> views, String sql) {
    LintResult lint =
        linter.lint(
            SourceFile.of(GeneratedCase.file(number), GeneratedCase.lintText(ddl, views, sql)));
    if (lint.model().isEmpty()) {
      dropped.merge("not analyzed", 1, Integer::sum);
      return Optional.empty();
    }
    Optional<String> error =
        lint.diagnostics().stream()
            .filter(d -> d.severity() == Severity.ERROR)
            .map(d -> "lint error " + d.ruleId())
            .findFirst();
    error.ifPresent(e -> dropped.merge(e, 1, Integer::sum));
    return error.isPresent() ? Optional.empty() : lint.model();
  }

  private Shape shape() {
    int r = random.nextInt(100);
    if (r < 38) {
      return Shape.TOP_N;
    }
    if (r < 53) {
      return Shape.TOP_N_OVER_GROUP_BY;
    }
    if (r < 60) {
      return Shape.DEDUPLICATE;
    }
    if (r < 83) {
      return Shape.WINDOW_TOP_N;
    }
    if (r < 96) {
      return Shape.WINDOW_TOP_N_OVER_AGGREGATE;
    }
    return Shape.WINDOW_DEDUPLICATE;
  }

  private SourceKind source() {
    int r = random.nextInt(4);
    return r < 2 ? SourceKind.APPEND : r == 2 ? SourceKind.UPSERT : SourceKind.CDC;
  }

  private static List<RankPattern> patterns(ScriptModel model) {
    List<RankPattern> patterns = new ArrayList<>();
    for (AnalyzedStatement q : model.queries()) {
      if (runs(q)) {
        patterns.addAll(q.model().patterns());
      }
    }
    return patterns;
  }

  /** Whether Flink runs the statement: a query or an INSERT, not a view. */
  private static boolean runs(AnalyzedStatement q) {
    return q.kind() == AnalyzedStatement.Kind.QUERY || q.kind() == AnalyzedStatement.Kind.INSERT;
  }

  /** The runtime function the model predicts for a ranking; empty when it cannot tell. */
  private static String runtimeFunction(RankPattern p) {
    if (p instanceof RankPattern.TopN topN) {
      return topN.runtimeFunction().orElse("");
    }
    if (p instanceof RankPattern.Deduplicate deduplicate) {
      return deduplicate.runtimeFunction();
    }
    if (p instanceof RankPattern.WindowTopN windowTopN) {
      return windowTopN.runtimeFunction();
    }
    return p instanceof RankPattern.WindowDeduplicate windowDeduplicate
        ? windowDeduplicate.runtimeFunction()
        : "";
  }

  /** Why the linter says Flink would not run the case as a ranking; empty when it would. */
  private static Optional<String> problem(ScriptModel model, List<RankPattern> patterns) {
    if (!model.failures().isEmpty()) {
      return Optional.of("analysis failed: " + model.failures().get(0).reason());
    }
    if (patterns.isEmpty()) {
      return Optional.of("no rank function");
    }
    for (RankPattern p : patterns) {
      if (p instanceof RankPattern.Rejected rejected) {
        return Optional.of("REJECTED: " + rejected.rejection().message());
      }
      if (!RANKINGS.contains(p.kind())) {
        return Optional.of("planned as " + p.kind());
      }
    }
    for (AnalyzedStatement q : model.queries()) {
      // A view is planned only inside the statements that read it: its ranking alone, an OVER
      // without the rank filter, is no plan Flink builds.
      if (!runs(q)) {
        continue;
      }
      Optional<String> rejected = q.model().firstRejection().map(r -> "rejected: " + r.message());
      if (rejected.isPresent()) {
        return rejected;
      }
    }
    return Optional.empty();
  }
}
