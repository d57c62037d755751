package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.WindowTvf;
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
            RuleMessages.bareTvfBefore20(tvf.kind().name(), context.version()),
            RuleMessages.bareTvfFix(context.text(r.span())));
        continue;
      }
      if (r.message().endsWith("\"ON\"")) {
        context.report(
            r.span(),
            RuleMessages.onConflictBefore23(context.version()),
            RuleMessages.ON_CONFLICT_FIX);
        continue;
      }
      SqlSelect select = qualifyAt(fact.query(), r.span());
      context.report(
          r.span(),
          RuleMessages.qualifyBefore20(context.version()),
          RuleMessages.qualifyFix(
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
}
