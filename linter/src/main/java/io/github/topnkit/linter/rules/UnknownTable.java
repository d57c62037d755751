package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.plan.PlanNote;

/** A query reads a table no DDL declares, so checks that need it are skipped. */
@RuleInfo(
    summary = "Table is not declared; checks that need its schema are skipped",
    severity = Severity.INFO,
    tags = {"schema"})
public final class UnknownTable implements Rule {

  @Override
  public void check(RuleContext context) {
    for (AnalyzedStatement q : context.queries()) {
      for (PlanNote note : q.model().plan().notes()) {
        if (note.kind() == PlanNote.Kind.UNKNOWN_TABLE) {
          context.report(note.span(), unknownTable(note.subject()), UNKNOWN_TABLE_FIX);
        }
      }
    }
  }

  private static String unknownTable(String name) {
    return "table '"
        + name
        + "' is not declared in this file or the schema files; checks that need its columns,"
        + " time attributes or changelog are skipped";
  }

  private static final String UNKNOWN_TABLE_FIX =
      "Declare the table with CREATE TABLE in the script or pass its DDL with --schema.";
}
