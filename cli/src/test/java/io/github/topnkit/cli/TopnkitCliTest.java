package io.github.topnkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.report.ToolInfo;
import io.github.topnkit.linter.rules.BuiltInRules;
import io.github.topnkit.linter.rules.Rule;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class TopnkitCliTest {

  @TempDir Path dir;

  @Test
  void printsTheToolAndDefaultFlinkVersion() {
    Cli.Run run = Cli.run(dir, "--version");
    assertThat(run.exit()).isZero();
    assertThat(run.out())
        .isEqualTo(
            "topnkit "
                + ToolInfo.version()
                + "\ndefault Flink version: 2.3 (supported: 1.20, 2.0, 2.1, 2.2, 2.3)\n");
  }

  @Test
  void listsTheRulesWithSeverityAndSummary() {
    Cli.Run run = Cli.run(dir, "rules");
    assertThat(run.exit()).isZero();
    assertThat(run.out().lines()).hasSize(BuiltInRules.all().size());
    for (Rule rule : BuiltInRules.all()) {
      assertThat(run.out())
          .containsPattern(
              "(?m)^"
                  + rule.id()
                  + " +"
                  + rule.info().severity().label()
                  + " +"
                  + Pattern.quote(rule.info().summary())
                  + "$");
    }
  }

  @Test
  void asksForACommand() {
    Cli.Run run = Cli.run(dir);
    assertThat(run.exit()).isEqualTo(2);
    assertThat(run.err()).isEqualTo("topnkit: a command is missing; see 'topnkit --help'\n");
    Cli.Run unknown = Cli.run(dir, "frobnicate");
    assertThat(unknown.exit()).isEqualTo(2);
    assertThat(unknown.err()).startsWith("topnkit: Unmatched argument").hasLineCount(1);
  }

  @Test
  void showsHelpForEachCommand() {
    Cli.Run run = Cli.run(dir, "lint", "--help");
    assertThat(run.exit()).isZero();
    assertThat(run.out())
        .contains("--format", "--fail-on", "--schema", "--config", "--max-file-size");
  }

  @Test
  void parsesDeeplyNestedSqlEvenFromASmallStack() throws Exception {
    // A 1 MB stack overflows at about 560 nested brackets.
    int depth = 5_000;
    String sql = "SELECT " + "(".repeat(depth) + "1" + ")".repeat(depth) + " AS x;\n";
    Files.writeString(dir.resolve("deep.sql"), sql);
    // The linter lints on a thread of its own; the caller's 1 MB stack does not limit it.
    StringWriter out = new StringWriter();
    int[] exit = {-1};
    Thread thread =
        new Thread(
            null, () -> exit[0] = commandLine(out).execute("lint", "deep.sql"), "small", 1 << 20);
    thread.start();
    thread.join();
    assertThat(out.toString()).isEqualTo("1 file checked, no findings\n");
    assertThat(exit[0]).isZero();
  }

  private CommandLine commandLine(StringWriter out) {
    CommandLine cmd = TopnkitCli.commandLine(new TopnkitCli(dir, System.in));
    cmd.setOut(new PrintWriter(out, true));
    cmd.setErr(new PrintWriter(new StringWriter(), true));
    return cmd;
  }
}
