package io.github.topnkit.junit.engine;

import static io.github.topnkit.junit.engine.Fixtures.descriptor;
import static io.github.topnkit.junit.engine.Fixtures.discover;
import static io.github.topnkit.junit.engine.Fixtures.engine;
import static io.github.topnkit.junit.engine.Fixtures.file;
import static io.github.topnkit.junit.engine.Fixtures.resource;
import static io.github.topnkit.junit.engine.Fixtures.specFiles;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;

/** What discovery reports instead of failing: malformed specs, bad parameters, gone files. */
class DiscoveryIssuesTest {

  private static final String TOP_N = "valid/top-n.spec.yaml";
  private static final String FIRST = "top 2 per category with the rank number";

  @Test
  void aMalformedSpecAsAnErrorAtItsPositionAndDiscoversTheOtherFiles() {
    EngineDiscoveryResults results =
        discover(
            selectClasspathResource(resource("malformed/misspelt-key.spec.yaml")),
            selectClasspathResource(resource(TOP_N)));

    assertThat(specFiles(results)).containsExactly(resource(TOP_N));
    // The misspelt key also leaves the case without an expectation: a second issue.
    assertThat(results.getDiscoveryIssues())
        .extracting(DiscoveryIssue::message)
        .containsExactly(
            resource("malformed/misspelt-key.spec.yaml")
                + ":5:5: the case expects nothing: give it changelog, final, error, lint or"
                + " pattern",
            resource("malformed/misspelt-key.spec.yaml")
                + ":7:5: unknown key 'chnagelog' in a case; did you mean 'changelog'?");
    assertThat(results.getDiscoveryIssues())
        .last()
        .satisfies(
            issue -> {
              assertThat(issue.severity()).isEqualTo(DiscoveryIssue.Severity.ERROR);
              assertThat(issue.message())
                  .startsWith(resource("malformed/misspelt-key.spec.yaml") + ":7:5: ")
                  .contains("chnagelog");
              assertThat(issue.source())
                  .contains(
                      ClasspathResourceSource.from(
                          "/" + resource("malformed/misspelt-key.spec.yaml"),
                          FilePosition.from(7, 5)));
            });
  }

  @Test
  void nothingForADirectoryWithoutSpecsOrAFileThatIsNoSpec() {
    EngineDiscoveryResults results =
        discover(
            selectDirectory(file("no-specs").toFile()),
            selectFile(file("no-specs/notes.txt").toFile()),
            selectClasspathResource(resource("no-specs/notes.txt")),
            selectPackage("fixtures.no-specs"));

    assertThat(results.getEngineDescriptor().getChildren()).isEmpty();
    assertThat(results.getDiscoveryIssues()).isEmpty();
  }

  @Test
  void aSpecFileThatIsGoneWhenSelectedByUniqueIdAsAnError(@TempDir Path dir) throws IOException {
    Path gone = Files.copy(file(TOP_N), dir.resolve("gone.spec.yaml"));
    TestDescriptor root = discover(selectFile(gone.toFile())).getEngineDescriptor();
    Files.delete(gone);

    EngineDiscoveryResults results =
        discover(selectUniqueId(descriptor(root, FIRST).getUniqueId()));

    assertThat(results.getEngineDescriptor().getChildren()).isEmpty();
    assertThat(results.getDiscoveryIssues())
        .extracting(DiscoveryIssue::message)
        .containsExactly(gone + ":1:1: spec file " + gone + " does not exist");
  }

  @Test
  void invalidConfigurationValuesAsErrors() {
    EngineDiscoveryResults results =
        engine()
            .selectors(selectClasspathResource(resource(TOP_N)))
            .configurationParameter("topnkit.timeout", "abc")
            .configurationParameter("topnkit.flink.enabled", "maybe")
            .configurationParameter("topnkit.execution.parallel.enabled", "1")
            .discover();

    assertThat(results.getDiscoveryIssues())
        .extracting(DiscoveryIssue::severity, DiscoveryIssue::message)
        .containsExactlyInAnyOrder(
            Tuple.tuple(
                DiscoveryIssue.Severity.ERROR,
                "configuration parameter topnkit.timeout must be a duration such as 60s, 2m or"
                    + " PT1M, not 'abc'"),
            Tuple.tuple(
                DiscoveryIssue.Severity.ERROR,
                "configuration parameter topnkit.flink.enabled must be true or false, not"
                    + " 'maybe'"),
            Tuple.tuple(
                DiscoveryIssue.Severity.ERROR,
                "configuration parameter topnkit.execution.parallel.enabled must be true or false,"
                    + " not '1'"));
  }

  @Test
  void updatingWithoutFlinkAsAWarning() {
    EngineDiscoveryResults results =
        engine()
            .selectors(selectClasspathResource(resource(TOP_N)))
            .configurationParameter("topnkit.update-expectations", "true")
            .configurationParameter("topnkit.flink.enabled", "false")
            .discover();

    assertThat(results.getDiscoveryIssues())
        .extracting(DiscoveryIssue::severity, DiscoveryIssue::message)
        .containsExactly(
            Tuple.tuple(
                DiscoveryIssue.Severity.WARNING,
                "topnkit.update-expectations=true has no effect with topnkit.flink.enabled=false:"
                    + " without Flink runs there is no output to write"));
  }
}
