package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.plan.Aggregate;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.WindowKind;
import io.github.topnkit.linter.plan.WindowParam;
import io.github.topnkit.linter.plan.WindowProps;
import io.github.topnkit.linter.plan.WindowTvf;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.List;
import java.util.Optional;

/**
 * The checks Flink applies to window TVF calls: the DESCRIPTOR column and the interval arguments,
 * with the messages of each version (2.1 moved them into the planner).
 */
final class WindowChecks {

  private WindowChecks() {}

  static void check(RelNode node, Settings settings, List<Rejection> out) {
    visit(node, null, settings, out);
  }

  private static void visit(RelNode node, RelNode parent, Settings settings, List<Rejection> out) {
    for (RelNode input : node.inputs()) {
      visit(input, node, settings, out);
    }
    if (node instanceof WindowTvf tvf) {
      boolean aggregated = feedsWindowAggregate(tvf, parent);
      Rejection r = check(tvf, aggregated, settings);
      if (r != null) {
        out.add(r);
      }
    }
  }

  /**
   * Flink planner bug (1.20.3 and 2.3.0, no Flink issue found): a window aggregation whose window
   * TVF reads a projection (a view) of another, standalone, window TVF fails during physical
   * planning with a NullPointerException, {@code FlinkRelMetadataQuery.getRelWindowProperties}
   * returning null for the projection. A standalone second TVF or a Window Top-N on it plans; so
   * does a second TVF over a first window aggregation (cascading windows).
   */
  static void plannerBugs(RelNode node, List<Rejection> out) {
    for (RelNode input : node.inputs()) {
      plannerBugs(input, out);
    }
    if (node instanceof Aggregate agg
        && WindowProps.of(agg.input())
            .filter(
                p ->
                    p.coveredBy(agg.groupKeys())
                        && p.source() != null
                        && readsProjectedTvf(p.source()))
            .isPresent()) {
      out.add(
          new Rejection(
              Rejection.Phase.PHYSICAL,
              Rejection.Cause.PLANNER_BUG,
              FlinkErrors.WINDOW_PROPERTIES_NPE,
              agg.span()));
    }
  }

  /** Whether the TVF's data is a projection of a window TVF (through Calcs, at least one). */
  private static boolean readsProjectedTvf(WindowTvf tvf) {
    RelNode in = tvf.input();
    if (!(in instanceof Calc)) {
      return false;
    }
    while (in instanceof Calc calc) {
      in = calc.input();
    }
    return in instanceof WindowTvf;
  }

  /** Whether the TVF's output is grouped by both window bounds right above it. */
  private static boolean feedsWindowAggregate(WindowTvf tvf, RelNode parent) {
    if (parent instanceof Aggregate agg) {
      return WindowProps.of(tvf).filter(p -> p.coveredBy(agg.keysInEverySet())).isPresent();
    }
    return false;
  }

  private static Rejection check(WindowTvf tvf, boolean aggregated, Settings settings) {
    String name = tvf.kind().name();
    if (tvf.timeField() < 0 && !tvf.descriptorFields().isEmpty()) {
      return reject(
          Rejection.Phase.VALIDATION, Rejection.Cause.WINDOW_DESCRIPTOR, "Unknown identifier", tvf);
    }
    if (tvf.timeField() >= 0) {
      SqlType type = tvf.input().rowType().get(tvf.timeField()).type();
      if (type.isKnown() && !type.root().isTimestamp()) {
        return reject(
            Rejection.Phase.VALIDATION,
            Rejection.Cause.WINDOW_DESCRIPTOR,
            "requires the timecol to be TIMESTAMP or TIMESTAMP_LTZ, but is "
                + type.materialized().withNullable(true)
                + ".",
            tvf);
      }
      if (settings.streaming() && type.isKnown() && !type.isTimeAttribute()) {
        return reject(
            Rejection.Phase.PHYSICAL,
            Rejection.Cause.WINDOW_DESCRIPTOR,
            "The window function requires the timecol is a time attribute type, but is "
                + type.materialized().withNullable(true)
                + ".",
            tvf);
      }
    }
    for (WindowParam p : tvf.params()) {
      if (p.yearMonth()) {
        return reject(
            Rejection.Phase.PHYSICAL,
            Rejection.Cause.WINDOW_SIZE,
            "Window aggregate only support SECOND, MINUTE, HOUR, DAY as the time unit. MONTH and"
                + " YEAR time unit are not supported yet.",
            tvf);
      }
    }
    if (!settings.streaming()
        && tvf.timeField() >= 0
        && tvf.input().rowType().get(tvf.timeField()).type().timeKind() == TimeKind.PROCTIME) {
      // BatchExecWindowTableFunction refuses processing time before it builds any assigner.
      return reject(
          Rejection.Phase.TRANSLATION,
          Rejection.Cause.BATCH_WINDOW_PROCTIME,
          FlinkErrors.BATCH_WINDOW_PROCTIME,
          tvf);
    }
    if (!settings.streaming() && tvf.kind() == WindowKind.SESSION) {
      return reject(
          Rejection.Phase.TRANSLATION,
          Rejection.Cause.SESSION_IN_BATCH,
          FlinkErrors.SESSION_IN_BATCH,
          tvf);
    }
    return sizes(tvf, name, aggregated, settings.version());
  }

  private static Rejection sizes(WindowTvf tvf, String name, boolean aggregated, FlinkVersion v) {
    boolean modern = v.atLeast(FlinkVersion.V2_1);
    Long size = millis(tvf.param("SIZE"));
    Long offset = millis(tvf.param("OFFSET"));
    switch (tvf.kind()) {
      case TUMBLE -> {
        if (size != null && size <= 0) {
          if (modern) {
            return physical(
                name
                    + " table function based aggregate requires size to be positive,"
                    + " but got "
                    + size
                    + " ms.",
                tvf);
          }
          return translation(
              aggregated
                  ? "Tumbling Window parameters must satisfy size > 0, but got size " + size + "ms."
                  : "TumblingWindowAssigner parameters must satisfy size > 0",
              tvf);
        }
        if (size != null && offset != null && Math.abs(offset) >= size) {
          if (modern) {
            return physical(FlinkErrors.windowOffsetNotBelowSize(name, size, offset), tvf);
          }
          if (aggregated) {
            return translation(
                "Tumbling Window parameters must satisfy abs(offset) < size, bot got"
                    + " size "
                    + size
                    + "ms and offset "
                    + offset
                    + "ms.",
                tvf);
          }
        }
      }
      case HOP -> {
        Long slide = millis(tvf.param("SLIDE"));
        if (slide != null && size != null && (slide <= 0 || size <= 0)) {
          if (modern) {
            return physical(
                name
                    + " table function based aggregate requires slide and size to be"
                    + " positive, but got slide "
                    + slide
                    + " ms and size "
                    + size
                    + " ms.",
                tvf);
          }
          return translation("/ by zero", tvf);
        }
        if (aggregated && slide != null && size != null && size % slide != 0) {
          return translation(
              "HOP table function based aggregate requires size must be an integral"
                  + " multiple of slide, but got size "
                  + size
                  + " ms and slide "
                  + slide
                  + " ms",
              tvf);
        }
      }
      case CUMULATE -> {
        Long step = millis(tvf.param("STEP"));
        if (step != null && size != null && (step <= 0 || size <= 0)) {
          if (modern) {
            return physical(
                name
                    + " table function based aggregate requires maxSize and step to be"
                    + " positive, but got maxSize "
                    + size
                    + " ms and step "
                    + step
                    + " ms.",
                tvf);
          }
        }
        if (step != null && size != null && step > 0 && size % step != 0) {
          String text =
              "CUMULATE table function based aggregate requires maxSize must be an"
                  + " integral multiple of step, but got maxSize "
                  + size
                  + " ms and step "
                  + step
                  + " ms";
          if (modern) {
            return physical(text + ".", tvf);
          }
          return translation(
              aggregated
                  ? text
                  : "CumulativeWindowAssigner requires size must be an integral multiple of step.",
              tvf);
        }
      }
      case SESSION -> {
        Long gap = millis(tvf.param("GAP"));
        if (gap != null && gap <= 0) {
          if (modern) {
            return physical(
                name
                    + " table function based aggregate requires gap to be positive, but"
                    + " got gap "
                    + gap
                    + " ms.",
                tvf);
          }
          return translation("SessionWindowAssigner parameters must satisfy 0 < size", tvf);
        }
      }
      default -> {}
    }
    return null;
  }

  private static Long millis(Optional<WindowParam> p) {
    return p.flatMap(WindowParam::millis).orElse(null);
  }

  private static Rejection physical(String message, WindowTvf tvf) {
    return reject(Rejection.Phase.PHYSICAL, Rejection.Cause.WINDOW_SIZE, message, tvf);
  }

  private static Rejection translation(String message, WindowTvf tvf) {
    return reject(Rejection.Phase.TRANSLATION, Rejection.Cause.WINDOW_SIZE, message, tvf);
  }

  private static Rejection reject(
      Rejection.Phase phase, Rejection.Cause cause, String message, WindowTvf tvf) {
    return new Rejection(phase, cause, message, tvf.span());
  }
}
