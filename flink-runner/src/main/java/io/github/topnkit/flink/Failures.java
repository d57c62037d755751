package io.github.topnkit.flink;

import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.flink.runtime.JobException;
import org.apache.flink.runtime.client.JobExecutionException;

/** Reads what went wrong out of Flink's exceptions: message chains, root causes, positions. */
final class Failures {

  private static final Pattern LINE_COLUMN = Pattern.compile("line (\\d+), column (\\d+)");
  private static final int MAX_DEPTH = 32;

  private Failures() {}

  /**
   * The messages of an exception and its causes, one per line as {@code Type: message}; a cause
   * whose message its wrapper already repeats (Calcite and Flink often do) is left out.
   */
  static String chain(Throwable failure) {
    StringBuilder sb = new StringBuilder();
    String previous = null;
    int depth = 0;
    for (Throwable t = failure; t != null && depth < MAX_DEPTH; t = t.getCause(), depth++) {
      String message = t.getMessage() == null ? "" : t.getMessage().strip();
      if (previous != null && !message.isEmpty() && previous.contains(message)) {
        continue;
      }
      if (!sb.isEmpty()) {
        sb.append("\nCaused by: ");
      }
      sb.append(t.getClass().getSimpleName());
      if (!message.isEmpty()) {
        sb.append(": ").append(message);
      }
      previous = message;
    }
    return sb.toString();
  }

  /**
   * The failure below the wrappers a job result comes in ({@code ExecutionException}, "Job
   * execution failed.", "Recovery is suppressed by NoRestartBackoffTimeStrategy").
   */
  static Throwable jobCause(Throwable failure) {
    Throwable t = failure;
    for (int depth = 0; depth < MAX_DEPTH && t.getCause() != null; depth++) {
      boolean wrapper =
          t instanceof ExecutionException
              || t instanceof CompletionException
              || t instanceof JobExecutionException
              || t instanceof JobException;
      if (!wrapper) {
        break;
      }
      t = t.getCause();
    }
    return t;
  }

  /** The reason the kit's connector gave for not standing in for a table, if that failed it. */
  static Optional<String> unsupported(Throwable failure) {
    int depth = 0;
    for (Throwable t = failure; t != null && depth < MAX_DEPTH; t = t.getCause(), depth++) {
      if (t instanceof UnsupportedTableException e) {
        return Optional.of(e.getMessage());
      }
    }
    return Optional.empty();
  }

  /** The first {@code line X, column Y} Flink's message names, as {@code {line, column}}. */
  static Optional<int[]> lineColumn(String message) {
    Matcher m = LINE_COLUMN.matcher(message);
    if (!m.find()) {
      return Optional.empty();
    }
    return Optional.of(new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))});
  }
}
