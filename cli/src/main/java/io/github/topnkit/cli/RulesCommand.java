package io.github.topnkit.cli;

import io.github.topnkit.linter.rules.BuiltInRules;
import io.github.topnkit.linter.rules.Rule;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code topnkit rules}: lists the rule catalogue with each rule's severity and summary. */
@Command(
    name = "rules",
    description = "List the rules with their default severity and summary.",
    mixinStandardHelpOptions = true,
    versionProvider = TopnkitCli.Version.class)
final class RulesCommand implements Callable<Integer> {

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    int width = BuiltInRules.all().stream().mapToInt(r -> r.id().length()).max().orElse(0);
    for (Rule rule : BuiltInRules.all()) {
      out.printf(
          "%-" + width + "s  %-7s  %s\n",
          rule.id(),
          rule.info().severity().label(),
          rule.info().summary());
    }
    out.flush();
    return TopnkitCli.EXIT_OK;
  }
}
