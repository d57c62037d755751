package io.github.topnkit.maven.spec;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.maven.spec.CaseResult.Status;
import io.github.topnkit.reference.CaseEngines;
import io.github.topnkit.spec.verify.CaseVerifier;
import io.github.topnkit.spec.verify.EngineChoice;
import io.github.topnkit.spec.verify.Engines;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpecSuiteTest {

  static final String SPEC =
      """
      tables:
        Sales: |
          CREATE TABLE Sales (product STRING, category STRING, sales BIGINT)
          WITH ('connector' = 'kafka')
      input:
        Sales: |
          +I[p1, books, 10]
          +I[p2, books, 30]
      cases:
        - name: top 1 per category
          query: |
            SELECT product, category, sales FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
              FROM Sales)
            WHERE rn = 1
          changelog: |
            +I[p1, books, 10]
            -U[p1, books, 10]
            +U[p2, books, 30]
        - name: a wrong final row
          query: |
            SELECT product, category, sales FROM (
              SELECT *, ROW_NUMBER() OVER (PARTITION BY category ORDER BY sales DESC) AS rn
              FROM Sales)
            WHERE rn = 1
          final: |
            +I[p1, books, 10]
        - name: not yet
          skip: waiting for a fix
          query: SELECT 1
          final: |
            +I[1]
      """;

  @TempDir Path dir;

  Map<String, List<CaseResult>> run() throws Exception {
    SpecRequest request =
        new SpecRequest(
            dir,
            List.of(dir.resolve("src/test/topnkit")),
            List.of(),
            EngineChoice.REFERENCE,
            Optional.of(FlinkVersion.DEFAULT),
            dir.resolve("target/topnkit"),
            Duration.ofSeconds(10));
    try (Engines engines = CaseEngines.open(request.engines(), request.flinkVersion())) {
      return new SpecSuite(request, new CaseVerifier(engines, request.timeout())).run();
    }
  }

  @Test
  void checksEveryCaseAndExplainsTheMismatchRowByRow() throws Exception {
    Path spec = dir.resolve("src/test/topnkit/sales.spec.yaml");
    Files.createDirectories(spec.getParent());
    Files.writeString(spec, SPEC);

    List<CaseResult> results = run().get("src/test/topnkit/sales.spec.yaml");

    assertThat(results)
        .extracting(CaseResult::name, CaseResult::status)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("top 1 per category", Status.PASSED),
            org.assertj.core.groups.Tuple.tuple("a wrong final row", Status.FAILED),
            org.assertj.core.groups.Tuple.tuple("not yet", Status.SKIPPED));
    CaseResult failed = results.get(1);
    assertThat(failed.position()).isEqualTo("src/test/topnkit/sales.spec.yaml:20:5");
    assertThat(failed.detail())
        .startsWith("[reference 2.3] src/test/topnkit/sales.spec.yaml:")
        .contains("+I[p1, books, 10]")
        .contains("+I[p2, books, 30]");
    assertThat(results.get(2).detail()).isEqualTo("waiting for a fix");
  }

  @Test
  void aMalformedSpecFileIsOneErrorAtItsPosition() throws Exception {
    Path spec = dir.resolve("src/test/topnkit/bad.spec.yaml");
    Files.createDirectories(spec.getParent());
    Files.writeString(spec, "cases:\n  - name: x\n    qeury: SELECT 1\n");

    List<CaseResult> results = run().get("src/test/topnkit/bad.spec.yaml");

    assertThat(results)
        .singleElement()
        .satisfies(
            r -> {
              assertThat(r.status()).isEqualTo(Status.ERROR);
              assertThat(r.position()).startsWith("src/test/topnkit/bad.spec.yaml:");
              assertThat(r.detail()).contains("qeury");
            });
  }
}
