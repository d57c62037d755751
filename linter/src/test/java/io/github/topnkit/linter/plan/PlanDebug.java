package io.github.topnkit.linter.plan;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ScriptAnalyzer;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.nio.file.Files;
import java.nio.file.Path;

/** Prints the model of a script file: {@code PlanDebug file.sql [version] [batch]}. */
public final class PlanDebug {
  public static void main(String[] args) throws Exception {
    String text = Files.readString(Path.of(args[0]));
    FlinkVersion v = args.length > 1 ? FlinkVersion.parse(args[1]) : FlinkVersion.DEFAULT;
    ScriptModel m =
        new ScriptAnalyzer(new Catalog(), v, ExecutionMode.STREAMING, Dialect.FLINK, args[0])
            .analyze(new SqlFrontEnd().parse(SourceFile.of(args[0], text)));
    for (AnalyzedStatement s : m.queries()) {
      System.out.println("=== " + s.kind() + " at " + s.span());
      System.out.print(PlanPrinter.print(s.model().plan().root()));
      s.model().patterns().forEach(p -> System.out.println("  pattern " + p));
      s.model().rejections().forEach(r -> System.out.println("  rejection " + r));
      s.model()
          .plan()
          .sites()
          .forEach(
              x ->
                  System.out.println(
                      "  site blocker="
                          + x.blocker()
                          + " filter="
                          + x.filter().map(RankFilter.Result::outcome).orElse(null)));
    }
  }
}
