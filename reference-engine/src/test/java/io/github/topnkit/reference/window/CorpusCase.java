package io.github.topnkit.reference.window;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.TableScan;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.reference.exec.Collector;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.expr.Evaluator;
import io.github.topnkit.reference.expr.ExprCompiler;
import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.SpecRow;
import io.github.topnkit.spec.TableInput;
import io.github.topnkit.spec.compare.PrintNotation;
import io.github.topnkit.spec.parse.SpecParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

/**
 * Test harness: runs one case of the spec corpus (verified on Flink 2.3) through a linear chain of
 * operators built from the linter's plan — a scan, Calcs, the window TVF, window aggregations and
 * window ranks — with a watermark of {@code rowtime - delay} after every row, explicit watermark
 * lines, and the final {@code Long.MAX_VALUE} watermark, as the spec runner feeds Flink.
 */
final class CorpusCase {

  static final Path SPECS =
      Path.of("..", "spec-cases", "src", "main", "resources", "io", "github", "topnkit", "specs");
  static final ZoneId UTC = ZoneOffset.UTC;

  final SpecCase specCase;
  final StatementModel model;
  final PlanContext ctx;

  private CorpusCase(SpecCase specCase, StatementModel model) {
    this.specCase = specCase;
    this.model = model;
    this.ctx = new PlanContext(model, UTC);
  }

  static CorpusCase load(String file, String name) {
    SpecFile spec;
    try {
      spec = new SpecParser().parse(file, Files.readString(SPECS.resolve(file))).orThrow();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    SpecCase c =
        spec.cases().stream()
            .filter(x -> x.name().equals(name))
            .findFirst()
            .orElseThrow(() -> new IllegalArgumentException("no case " + name + " in " + file));
    StringBuilder sql = new StringBuilder();
    c.tables().values().forEach(t -> sql.append(t.text()).append(";\n"));
    sql.append(c.sql().text()).append(";\n");
    ScriptModel script =
        new Linter(LintOptions.defaults()).analyze(SourceFile.of("t.sql", sql.toString()));
    List<AnalyzedStatement> queries = script.queries();
    return new CorpusCase(c, queries.get(queries.size() - 1).model());
  }

  RelNode root() {
    return model.plan().root();
  }

  /** The expected streaming output lines (changelog, else final rows) in print notation. */
  List<String> expected() {
    var e = specCase.expectations(ExecutionMode.STREAMING);
    ExpectedRows rows = e.changelog().or(e::finalRows).orElseThrow().values().iterator().next();
    List<String> lines = new ArrayList<>();
    for (ExpectedRows.Line line : rows.rows()) {
      StringJoiner j = new StringJoiner(", ", line.kind().shortString() + "[", "]");
      line.cells().forEach(cell -> j.add(cell.text()));
      lines.add(j.toString());
    }
    return lines;
  }

  /** Runs the case's single input table with a watermark delay, returning the printed output. */
  List<String> run(String rowtimeColumn, Duration delay) {
    List<Operator> chain = new ArrayList<>();
    TableScan scan = build(root(), chain);
    int rowtime = scan.rowType().indexOf(rowtimeColumn);
    String table = scan.name().get(scan.name().size() - 1);
    TableInput input =
        specCase.inputs().entrySet().stream()
            .filter(e -> e.getKey().equalsIgnoreCase(table))
            .map(java.util.Map.Entry::getValue)
            .findFirst()
            .orElseThrow();
    List<String> out = new ArrayList<>();
    Pipeline p = new Pipeline(chain, out);
    long wm = Long.MIN_VALUE;
    for (InputEvent event : input.events()) {
      if (event instanceof InputEvent.Row r) {
        SpecRow row = r.row();
        Object[] values = row.values().toArray();
        p.element(new Row(row.kind(), values), 0);
        Object t = values[rowtime];
        long millis =
            t instanceof java.time.Instant i
                ? i.toEpochMilli()
                : ((LocalDateTime) t).toInstant(ZoneOffset.UTC).toEpochMilli();
        long candidate = millis - delay.toMillis();
        if (candidate > wm) {
          wm = candidate;
          p.watermark(wm);
        }
      } else if (event instanceof InputEvent.Watermark w) {
        long m = w.timestamp().toInstant(ZoneOffset.UTC).toEpochMilli();
        if (m > wm) {
          wm = m;
          p.watermark(wm);
        }
      }
    }
    p.watermark(Long.MAX_VALUE);
    return out;
  }

  private TableScan build(RelNode node, List<Operator> chain) {
    if (node instanceof TableScan scan) {
      return scan;
    }
    TableScan scan = build(node.inputs().get(0), chain);
    if (node instanceof Calc calc) {
      chain.add(calc(calc));
    } else if (node instanceof WindowTvf tvf) {
      chain.add(WindowOperators.tableFunction(tvf, ctx));
    } else if (node instanceof Aggregate agg) {
      chain.add(WindowOperators.aggregate(agg, ctx).orElseThrow());
    } else if (node instanceof Rank rank) {
      chain.add(WindowOperators.rank(rank, ctx.pattern(rank).orElseThrow(), ctx));
    } else {
      throw new IllegalArgumentException("harness cannot run " + node.getClass().getSimpleName());
    }
    return scan;
  }

  private static Operator calc(Calc calc) {
    Evaluator condition = calc.condition() == null ? null : ExprCompiler.compile(calc.condition());
    Evaluator[] projects =
        calc.projects().stream().map(ExprCompiler::compile).toArray(Evaluator[]::new);
    return new Operator() {
      @Override
      public void processElement(Row row, Collector out) {
        if (condition != null && !Boolean.TRUE.equals(condition.eval(row.values()))) {
          return;
        }
        Object[] values = new Object[projects.length];
        for (int i = 0; i < values.length; i++) {
          values[i] = projects[i].eval(row.values());
        }
        out.collect(new Row(row.kind(), values));
      }
    };
  }

  /** Pushes rows and watermarks through the chain; watermarks go downstream after each stage. */
  private static final class Pipeline {
    private final List<Operator> chain;
    private final List<String> out;

    Pipeline(List<Operator> chain, List<String> out) {
      this.chain = chain;
      this.out = out;
    }

    void element(Row row, int stage) {
      if (stage == chain.size()) {
        out.add(
            PrintNotation.format(
                new SpecRow(row.kind(), java.util.Arrays.asList(row.values())), UTC));
        return;
      }
      chain.get(stage).processElement(row, r -> element(r, stage + 1));
    }

    void watermark(long wm) {
      for (int i = 0; i < chain.size(); i++) {
        int next = i + 1;
        chain.get(i).processWatermark(wm, r -> element(r, next));
      }
    }
  }
}
