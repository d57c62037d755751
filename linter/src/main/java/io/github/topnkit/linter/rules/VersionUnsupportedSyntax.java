package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.FlinkVersion;
import org.apache.calcite.sql.SqlBasicCall;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.util.SqlBasicVisitor;

/**
 * Syntax the target version's parser rejects: QUALIFY and a window TVF called directly in FROM
 * without TABLE(...), both added in Flink 2.0, and INSERT ... ON CONFLICT, added in 2.3.
 */
@RuleInfo(
    summary = "Syntax not supported by the target Flink version",
    severity = Severity.ERROR,
    tags = {"syntax", "version"})
public final class VersionUnsupportedSyntax implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.RejectionFact fact : context.rejections(Rejection.Cause.VERSION_SYNTAX)) {
      Rejection r = fact.rejection();
      WindowTvf tvf = context.windowAt(fact.query(), r.span()).orElse(null);
      if (tvf != null && tvf.bareSyntax()) {
        context.report(
            r.span(),
            bareTvfBefore20(tvf.kind().name(), context.version()),
            bareTvfFix(context.text(r.span())));
        continue;
      }
      if (r.message().endsWith("\"ON\"")) {
        context.report(r.span(), onConflictBefore23(context.version()), ON_CONFLICT_FIX);
        continue;
      }
      SqlSelect select = qualifyAt(fact.query(), r.span());
      context.report(
          r.span(),
          qualifyBefore20(context.version()),
          qualifyFix(
              select == null
                  ? "SELECT * FROM (SELECT ..., ROW_NUMBER() OVER (...) AS rownum FROM"
                      + " ...) WHERE rownum <= N"
                  : rewrite(context, select)));
    }
  }

  /** The SELECT as a subquery with its QUALIFY condition moved to an outer WHERE. */
  private static String rewrite(RuleContext context, SqlSelect select) {
    SqlNode qualify = select.getQualify();
    String items = context.text(Span.of(select.getSelectList()));
    String outer = context.text(Span.of(qualify));
    if (qualify instanceof SqlBasicCall cmp
        && cmp.operandCount() == 2
        && cmp.operand(0).getKind() == SqlKind.OVER) {
      items += ", " + context.text(Span.of(cmp.operand(0))) + " AS rownum";
      outer = "rownum " + cmp.getOperator().getName() + " " + context.text(Span.of(cmp.operand(1)));
    }
    String where =
        select.getWhere() == null ? "" : " WHERE " + context.text(Span.of(select.getWhere()));
    return "SELECT * FROM (SELECT "
        + items
        + " FROM "
        + context.text(Span.of(select.getFrom()))
        + where
        + ") WHERE "
        + outer;
  }

  private static SqlSelect qualifyAt(AnalyzedStatement query, Span span) {
    SqlSelect[] found = new SqlSelect[1];
    query
        .query()
        .accept(
            new SqlBasicVisitor<Void>() {
              @Override
              public Void visit(SqlCall call) {
                if (call instanceof SqlSelect s
                    && s.getQualify() != null
                    && Span.of(s.getQualify()).equals(span)) {
                  found[0] = s;
                }
                for (SqlNode operand : call.getOperandList()) {
                  if (operand != null) {
                    operand.accept(this);
                  }
                }
                return null;
              }
            });
    return found[0];
  }

  private static String qualifyBefore20(FlinkVersion version) {
    return "QUALIFY is Flink 2.0+ syntax: the parser of Flink "
        + version.label()
        + " does not know it and fails with \"SQL parse failed. Encountered \u2026\" at or right"
        + " after QUALIFY";
  }

  private static String qualifyFix(String rewritten) {
    return "Filter the rank in an outer query: " + rewritten;
  }

  private static String bareTvfBefore20(String function, FlinkVersion version) {
    return function
        + "(TABLE ...) directly in FROM is Flink 2.0+ syntax: the parser of Flink "
        + version.label()
        + " fails with \"SQL parse failed. Incorrect syntax near the keyword 'TABLE'\"";
  }

  private static String bareTvfFix(String call) {
    return "Wrap the call in TABLE(...): FROM TABLE(" + call + ")";
  }

  private static String onConflictBefore23(FlinkVersion version) {
    return "INSERT ... ON CONFLICT is Flink 2.3 syntax: the Flink "
        + version.label()
        + " parser fails at deployment with \"SQL parse failed. Encountered \"ON\"\"";
  }

  private static final String ON_CONFLICT_FIX =
      "Remove the ON CONFLICT clause and declare the sink's PRIMARY KEY as the query's unique key"
          + " (partition keys plus the rank number, or the upstream key without it), or target"
          + " Flink 2.3.";
}
