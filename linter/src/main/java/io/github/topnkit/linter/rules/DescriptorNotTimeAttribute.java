package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.model.Rejection;
import io.github.topnkit.linter.plan.Field;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.FlinkVersion;

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
            r.span(), RuleWords.flinkRejects(r.message(), context.version()), descriptorFix(null));
        continue;
      }
      String message;
      if (tvf.timeField() < 0) {
        message = descriptorUnknown(firstColumn(context, tvf), context.version());
      } else {
        Field column = tvf.input().rowType().get(tvf.timeField());
        SqlType type = column.type();
        message =
            type.root().isTimestamp()
                ? descriptorNotTimeAttribute(column.name(), r.message(), context.version())
                : descriptorType(
                    tvf.kind().name(),
                    column.name(),
                    type.materialized().withNullable(true).toString(),
                    context.version());
      }
      context.report(tvf.descriptorSpan(), message, descriptorFix(timeAttribute(tvf)));
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

  private static String descriptorUnknown(String column, FlinkVersion version) {
    return "DESCRIPTOR names '"
        + column
        + "', which is not a column of the window's input: Flink "
        + version.label()
        + " fails validation with \"Unknown identifier '"
        + column
        + "'\"";
  }

  private static String descriptorType(
      String function, String column, String type, FlinkVersion version) {
    String signature =
        function.equals("TUMBLE")
            ? "TUMBLE(TABLE table_name, DESCRIPTOR(timecol), datetime interval[, datetime"
                + " interval])"
            : function + "(\u2026)";
    return "the window's time column '"
        + column
        + "' is "
        + type
        + ": Flink "
        + version.label()
        + " fails validation with \"The window function "
        + signature
        + " requires the timecol to be TIMESTAMP or TIMESTAMP_LTZ, but is "
        + type
        + ".\"";
  }

  private static String descriptorNotTimeAttribute(
      String column, String flinkMessage, FlinkVersion version) {
    return "the window's time column '"
        + column
        + "' is a plain timestamp, not a time attribute (no WATERMARK, not PROCTIME()): streaming"
        + " Flink "
        + version.label()
        + " fails with \""
        + flinkMessage
        + "\"";
  }

  private static String descriptorFix(String suggestion) {
    return suggestion == null
        ? "Name an event-time column in DESCRIPTOR: declare it as TIMESTAMP(3) or TIMESTAMP_LTZ(3)"
            + " with WATERMARK FOR ts AS ts - INTERVAL '5' SECOND (or a computed column such as"
            + " ts AS TO_TIMESTAMP_LTZ(epoch_millis, 3) with a watermark), then DESCRIPTOR(ts)."
        : "Use the table's time attribute: DESCRIPTOR(" + suggestion + ").";
  }
}
