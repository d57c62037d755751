package io.github.topnkit.maven;

import io.github.topnkit.maven.spec.CaseResult;
import io.github.topnkit.maven.spec.CaseResult.Status;
import java.util.List;
import java.util.Map;
import org.apache.maven.plugin.logging.Log;

/** The verdicts of a spec run, logged as Surefire logs tests: failures with their diffs first. */
record SpecSummary(List<CaseResult> all) {

  static SpecSummary of(Map<String, List<CaseResult>> byFile) {
    return new SpecSummary(byFile.values().stream().flatMap(List::stream).toList());
  }

  long count(Status status) {
    return all.stream().filter(r -> r.status() == status).count();
  }

  long failed() {
    return count(Status.FAILED) + count(Status.ERROR);
  }

  void log(Log log) {
    for (CaseResult r : all) {
      switch (r.status()) {
        case FAILED, ERROR ->
            log.error(r.status() + " " + r.position() + ": " + r.name() + "\n" + r.detail());
        case SKIPPED -> log.warn("SKIPPED " + r.position() + ": " + r.name() + ": " + r.detail());
        default -> log.debug("PASSED " + r.position() + ": " + r.name());
      }
    }
    String line =
        "topnkit: Tests run: "
            + all.size()
            + ", Failures: "
            + count(Status.FAILED)
            + ", Errors: "
            + count(Status.ERROR)
            + ", Skipped: "
            + count(Status.SKIPPED);
    if (failed() > 0) {
      log.error(line);
    } else {
      log.info(line);
    }
  }
}
