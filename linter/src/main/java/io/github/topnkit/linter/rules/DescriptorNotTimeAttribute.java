package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.WindowTvf;

/**
 * The DESCRIPTOR of a window TVF names an unknown column, a column that is not a TIMESTAMP or
 * TIMESTAMP_LTZ, or (in streaming) a timestamp that is not a time attribute.
 */
@RuleInfo(
    summary = "Window TVF DESCRIPTOR must name a time attribute",
    severity = Severity.ERROR,
    tags = {"window", "time"})
public final class DescriptorNotTimeAttribute implements Rule {

  @Override
  public void check(RuleContext context) {
    for (RuleContext.RejectionFact fact : context.rejections(Rejection.Cause.WINDOW_DESCRIPTOR)) {
      Rejection r = fact.rejection();
      WindowTvf tvf = context.windowAt(fact.query(), r.span()).orElse(null);
      if (tvf == null) {
        // The model placed the rejection on no node this rule knows: still report Flink's words.
        context.report(
            r.span(),
            RuleWords.flinkRejects(r.message(), context.version()),
            RuleMessages.descriptorFix(null));
        continue;
      }
      String message;
      if (tvf.timeField() < 0) {
        message = RuleMessages.descriptorUnknown(firstColumn(context, tvf), context.version());
      } else {
        Field column = tvf.input().rowType().get(tvf.timeField());
        SqlType type = column.type();
        message =
            type.root().isTimestamp()
                ? RuleMessages.descriptorNotTimeAttribute(
                    column.name(), r.message(), context.version())
                : RuleMessages.descriptorType(
                    tvf.kind().name(),
                    column.name(),
                    type.materialized().withNullable(true).toString(),
                    context.version());
      }
      context.report(tvf.descriptorSpan(), message, RuleMessages.descriptorFix(timeAttribute(tvf)));
    }
  }

  /** The first column name written in DESCRIPTOR(...), as the user spelled it. */
  private static String firstColumn(RuleContext context, WindowTvf tvf) {
    String text = context.text(tvf.descriptorSpan());
    int open = text.indexOf('(');
    int close = text.lastIndexOf(')');
    if (open < 0 || close < open) {
      return text;
    }
    return text.substring(open + 1, close).split(",")[0].trim().replace("`", "");
  }

  private static String timeAttribute(WindowTvf tvf) {
    for (Field f : tvf.input().rowType().fields()) {
      if (f.type().isTimeAttribute()) {
        return f.name();
      }
    }
    return null;
  }
}
