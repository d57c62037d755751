package io.github.topnkit.reference.rank;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.RankPattern;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RowType;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.spec.RowKind;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Analyzes a script with the linter, builds the operator of its (last statement's) first rank
 * pattern with {@link RankOperators}, drives it with rows in the spec corpus' text form and renders
 * what it emits in the same form.
 */
final class RankHarness {

  private static final DateTimeFormatter TIMESTAMP =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

  final Rank rank;
  final RankPattern pattern;
  final PlanContext ctx;

  private RankHarness(Rank rank, RankPattern pattern, PlanContext ctx) {
    this.rank = rank;
    this.pattern = pattern;
    this.ctx = ctx;
  }

  static RankHarness of(String script) {
    return of(FlinkVersion.V2_3, script);
  }

  static RankHarness of(FlinkVersion version, String script) {
    ScriptModel model =
        new Linter(LintOptions.defaults().withVersion(version))
            .analyze(SourceFile.of("case.sql", script));
    assertThat(model.failures()).isEmpty();
    AnalyzedStatement last = model.queries().get(model.queries().size() - 1);
    RankPattern pattern = last.model().patterns().get(0);
    return new RankHarness(
        pattern.site().rank().orElseThrow(),
        pattern,
        new PlanContext(last.model(), ZoneOffset.UTC));
  }

  Operator operator() {
    return RankOperators.of(rank, pattern, ctx);
  }

  /** The runtime function the model predicts for the regular Top-N or deduplication. */
  String runtimeFunction() {
    if (pattern instanceof RankPattern.Deduplicate deduplicate) {
      return deduplicate.runtimeFunction();
    }
    if (pattern instanceof RankPattern.TopN topN) {
      return topN.runtimeFunction().orElseThrow();
    }
    throw new AssertionError("not a regular rank: " + pattern.kind());
  }

  /**
   * Runs the rows (one "+I[a, 1]" per line; "WM <epoch ms>" is a watermark) through a new operator.
   */
  String run(String input) {
    Operator op = operator();
    List<String> out = new ArrayList<>();
    for (String line : input.strip().split("\n")) {
      String l = line.strip();
      if (l.isEmpty()) {
        continue;
      }
      if (l.startsWith("WM ")) {
        op.processWatermark(Long.parseLong(l.substring(3).strip()), r -> out.add(render(r)));
      } else {
        op.processElement(parse(l), r -> out.add(render(r)));
      }
    }
    op.processWatermark(Long.MAX_VALUE, r -> out.add(render(r)));
    op.endInput(r -> out.add(render(r)));
    return String.join("\n", out);
  }

  private Row parse(String line) {
    RowKind kind =
        switch (line.substring(0, 2)) {
          case "+I" -> RowKind.INSERT;
          case "-U" -> RowKind.UPDATE_BEFORE;
          case "+U" -> RowKind.UPDATE_AFTER;
          default -> RowKind.DELETE;
        };
    String body = line.substring(3, line.length() - 1);
    String[] parts = body.split(", ", -1);
    RowType type = rank.input().rowType();
    Object[] values = new Object[type.size()];
    for (int i = 0; i < parts.length; i++) {
      values[i] = value(parts[i], type.get(i).type());
    }
    return new Row(kind, values);
  }

  private static Object value(String text, SqlType type) {
    if (text.equals("null")) {
      return null;
    }
    return switch (type.root()) {
      case INTEGER -> Integer.valueOf(text);
      case BIGINT -> Long.valueOf(text);
      case TIMESTAMP -> LocalDateTime.parse(text, TIMESTAMP);
      default -> text;
    };
  }

  static String render(Row row) {
    Object[] shown = Arrays.stream(row.values()).map(RankHarness::show).toArray();
    return row.kind().shortString() + Arrays.toString(shown);
  }

  private static Object show(Object v) {
    return v instanceof LocalDateTime t ? TIMESTAMP.format(t) : v;
  }

  static String lines(String text) {
    return String.join("\n", text.strip().lines().map(String::strip).toList());
  }
}
