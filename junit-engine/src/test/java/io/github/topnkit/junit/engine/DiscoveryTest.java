package io.github.topnkit.junit.engine;

import static io.github.topnkit.junit.engine.Fixtures.descriptor;
import static io.github.topnkit.junit.engine.Fixtures.discover;
import static io.github.topnkit.junit.engine.Fixtures.file;
import static io.github.topnkit.junit.engine.Fixtures.resource;
import static io.github.topnkit.junit.engine.Fixtures.specFiles;
import static io.github.topnkit.junit.engine.Fixtures.tree;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathRoots;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUri;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.discovery.FilePosition;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;

/** Discovery of spec files through every selector the engine supports; no Flink involved. */
class DiscoveryTest {

  private static final String TOP_N = "valid/top-n.spec.yaml";
  private static final String WINDOW = "valid/window-top-n.spec.yaml";
  private static final String FIRST = "top 2 per category with the rank number";
  private static final String BOTH = "the same in batch and streaming";

  /** Line 14 starts the first case of top-n.spec.yaml, line 26 its `mode: both` case. */
  private static final int FIRST_LINE = 14;

  private static final int BOTH_LINE = 26;

  private static final List<String> TOP_N_CASES =
      List.of(
          "  " + FIRST,
          "  " + BOTH + "/",
          "    " + BOTH + " [streaming]",
          "    " + BOTH + " [batch]");

  @Nested
  class Selects {

    @Test
    void aFileAsOneContainerWithOneTestPerCaseAndTwoRunsForModeBoth() {
      EngineDiscoveryResults results = discover(selectFile(file(TOP_N).toFile()));

      assertThat(tree(results.getEngineDescriptor()))
          .containsExactlyElementsOf(withFile(absolute(TOP_N), TOP_N_CASES));
      assertThat(results.getDiscoveryIssues()).isEmpty();
    }

    @Test
    void onlyTheCaseAtTheFilePositionOfAFile() {
      EngineDiscoveryResults inBoth =
          discover(selectFile(file(TOP_N).toFile(), FilePosition.from(BOTH_LINE)));
      EngineDiscoveryResults insideFirst =
          discover(selectFile(file(TOP_N).toFile(), FilePosition.from(FIRST_LINE + 5)));

      assertThat(tree(inBoth.getEngineDescriptor()))
          .containsExactly(
              absolute(TOP_N) + "/",
              "  " + BOTH + "/",
              "    " + BOTH + " [streaming]",
              "    " + BOTH + " [batch]");
      assertThat(tree(insideFirst.getEngineDescriptor()))
          .containsExactly(absolute(TOP_N) + "/", "  " + FIRST);
    }

    @Test
    void everySpecFileOfADirectory() {
      EngineDiscoveryResults results = discover(selectDirectory(file("valid").toFile()));

      assertThat(specFiles(results)).containsExactly(absolute(TOP_N), absolute(WINDOW));
      assertThat(results.getEngineDescriptor().getDescendants().stream().filter(d -> d.isTest()))
          .hasSize(4);
    }

    @Test
    void aClasspathResourceWithAndWithoutAPosition() {
      EngineDiscoveryResults whole = discover(selectClasspathResource(resource(TOP_N)));
      EngineDiscoveryResults atLine =
          discover(selectClasspathResource(resource(TOP_N), FilePosition.from(FIRST_LINE)));

      assertThat(tree(whole.getEngineDescriptor()))
          .containsExactlyElementsOf(withFile(resource(TOP_N), TOP_N_CASES));
      assertThat(tree(atLine.getEngineDescriptor()))
          .containsExactly(resource(TOP_N) + "/", "  " + FIRST);
    }

    @Test
    void theSpecFilesOfAPackage() {
      EngineDiscoveryResults results = discover(selectPackage("fixtures.valid"));

      assertThat(specFiles(results)).containsExactlyInAnyOrder(resource(TOP_N), resource(WINDOW));
      assertThat(results.getDiscoveryIssues()).isEmpty();
    }

    @Test
    void theSpecFilesOfAClasspathRootAndReportsTheMalformedOne() {
      EngineDiscoveryResults results =
          discover(
              selectClasspathRoots(Set.of(Fixtures.CLASSPATH_ROOT))
                  .toArray(new DiscoverySelector[0]));

      assertThat(specFiles(results))
          .contains(
              resource(TOP_N), resource(WINDOW), resource("checks/lint and pattern.spec.yaml"))
          .doesNotContain(resource("malformed/misspelt-key.spec.yaml"));
      assertThat(results.getDiscoveryIssues())
          .extracting(DiscoveryIssue::message)
          .anySatisfy(m -> assertThat(m).startsWith(resource("malformed/misspelt-key.spec.yaml")));
    }

    @Test
    void aFileUriWithAndWithoutALine() {
      String uri = file(TOP_N).toAbsolutePath().toUri().toString();

      assertThat(tree(discover(selectUri(uri)).getEngineDescriptor())).hasSize(5);
      assertThat(tree(discover(selectUri(uri + "?line=" + FIRST_LINE)).getEngineDescriptor()))
          .hasSize(2)
          .last()
          .isEqualTo("  " + FIRST);
    }

    @Test
    void aRelativeFileUriWithALine() {
      String uri = "file:" + file(TOP_N).toString().replace('\\', '/') + "?line=" + BOTH_LINE;

      assertThat(tree(discover(selectUri(uri)).getEngineDescriptor()))
          .containsExactly(
              file(TOP_N) + "/",
              "  " + BOTH + "/",
              "    " + BOTH + " [streaming]",
              "    " + BOTH + " [batch]");
    }

    @Test
    void aClasspathUriWithAndWithoutALineAndWithOrWithoutALeadingSlash() {
      assertThat(tree(discover(selectUri("classpath:/" + resource(TOP_N))).getEngineDescriptor()))
          .containsExactlyElementsOf(withFile(resource(TOP_N), TOP_N_CASES));
      for (String uri :
          List.of(
              "classpath:/" + resource(TOP_N) + "?line=" + FIRST_LINE,
              "classpath:" + resource(TOP_N) + "?line=" + FIRST_LINE)) {
        assertThat(tree(discover(selectUri(uri)).getEngineDescriptor()))
            .as(uri)
            .containsExactly(resource(TOP_N) + "/", "  " + FIRST);
      }
    }

    @Test
    void aUriWithSpacesInThePath() {
      String name = "checks/lint and pattern.spec.yaml";
      String fileUri = file(name).toAbsolutePath().toUri().toString();

      assertThat(specFiles(discover(selectUri(fileUri)))).hasSize(1);
      assertThat(specFiles(discover(selectUri("classpath:/" + resource(name).replace(" ", "%20")))))
          .containsExactly(resource(name));
    }

    @Test
    void aCaseAndARunAgainByTheUniqueIdOfTheirDescriptors() {
      TestDescriptor all = discover(selectClasspathResource(resource(TOP_N))).getEngineDescriptor();
      TestDescriptor first = descriptor(all, FIRST);
      TestDescriptor batch = descriptor(all, BOTH + " [batch]");

      TestDescriptor again = discover(selectUniqueId(first.getUniqueId())).getEngineDescriptor();
      TestDescriptor batchAgain =
          discover(selectUniqueId(batch.getUniqueId())).getEngineDescriptor();

      assertThat(tree(again)).containsExactly(resource(TOP_N) + "/", "  " + FIRST);
      assertThat(descriptor(again, FIRST).getSource()).isEqualTo(first.getSource());
      assertThat(tree(batchAgain))
          .containsExactly(resource(TOP_N) + "/", "  " + BOTH + "/", "    " + BOTH + " [batch]");
      assertThat(descriptor(batchAgain, BOTH + " [batch]").getSource())
          .isEqualTo(batch.getSource());
    }

    @Test
    void aSpecInAJarAndItsCaseAgainByItsUniqueId(@TempDir Path dir) throws IOException {
      Path jar = dir.resolve("specs.jar");
      try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
        out.putNextEntry(new JarEntry("jarred/top-n.spec.yaml"));
        out.write(Files.readAllBytes(file(TOP_N)));
      }
      ClassLoader before = Thread.currentThread().getContextClassLoader();
      try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, before)) {
        Thread.currentThread().setContextClassLoader(loader);

        TestDescriptor all =
            discover(selectClasspathResource("jarred/top-n.spec.yaml")).getEngineDescriptor();
        TestDescriptor first = descriptor(all, FIRST);
        TestDescriptor again = discover(selectUniqueId(first.getUniqueId())).getEngineDescriptor();

        assertThat(tree(all))
            .containsExactlyElementsOf(withFile("jarred/top-n.spec.yaml", TOP_N_CASES));
        assertThat(first.getSource())
            .contains(ClasspathResourceSource.from("jarred/top-n.spec.yaml", at(FIRST_LINE, 5)));
        assertThat(tree(again)).containsExactly("jarred/top-n.spec.yaml/", "  " + FIRST);
        assertThat(descriptor(again, FIRST).getSource()).isEqualTo(first.getSource());
      } finally {
        Thread.currentThread().setContextClassLoader(before);
      }
    }

    @Test
    void aFileCaseAgainByItsUniqueId() {
      TestDescriptor all = discover(selectFile(file(TOP_N).toFile())).getEngineDescriptor();
      TestDescriptor first = descriptor(all, FIRST);

      TestDescriptor again = discover(selectUniqueId(first.getUniqueId())).getEngineDescriptor();

      assertThat(descriptor(again, FIRST).getSource()).isEqualTo(first.getSource());
      assertThat(again.getDescendants()).hasSize(2);
    }
  }

  @Nested
  class Describes {

    @Test
    void everyCaseWithAFileSourceAtItsLineWhenSelectedAsAFile() {
      TestDescriptor root = discover(selectFile(file(TOP_N).toFile())).getEngineDescriptor();
      java.io.File absolute = file(TOP_N).toAbsolutePath().toFile();

      assertThat(descriptor(root, FIRST).getSource())
          .contains(FileSource.from(absolute, at(FIRST_LINE, 5)));
      for (String name : List.of(BOTH, BOTH + " [streaming]", BOTH + " [batch]")) {
        assertThat(descriptor(root, name).getSource())
            .as(name)
            .contains(FileSource.from(absolute, at(BOTH_LINE, 5)));
      }
      assertThat(root.getChildren().iterator().next().getSource())
          .contains(FileSource.from(absolute, at(1, 1)));
    }

    @Test
    void everyCaseWithAClasspathResourceSourceAtItsLineWhenSelectedAsAResource() {
      TestDescriptor root =
          discover(selectClasspathResource(resource(TOP_N))).getEngineDescriptor();
      String name = "/" + resource(TOP_N);

      assertThat(descriptor(root, FIRST).getSource())
          .contains(ClasspathResourceSource.from(name, at(FIRST_LINE, 5)));
      assertThat(descriptor(root, BOTH + " [batch]").getSource())
          .contains(ClasspathResourceSource.from(name, at(BOTH_LINE, 5)));
    }

    @Test
    void casesByNameAndRunsByNameAndModeInLegacyReports() {
      TestDescriptor root =
          discover(selectClasspathResource(resource(TOP_N))).getEngineDescriptor();

      assertThat(root.getDescendants())
          .extracting(TestDescriptor::getLegacyReportingName)
          .containsExactly(resource(TOP_N), FIRST, BOTH, BOTH + " [streaming]", BOTH + " [batch]");
    }
  }

  private static List<String> withFile(String file, List<String> cases) {
    List<String> lines = new java.util.ArrayList<>();
    lines.add(file + "/");
    lines.addAll(cases);
    return lines;
  }

  /** A fixture's name as a file selector shows it: the absolute path. */
  private static String absolute(String name) {
    return file(name).toAbsolutePath().toString();
  }

  /** A position in a test source (not a selector's position, a class of the same name). */
  private static org.junit.platform.engine.support.descriptor.FilePosition at(int line, int col) {
    return org.junit.platform.engine.support.descriptor.FilePosition.from(line, col);
  }
}
