package io.github.topnkit.junit.engine;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.junit.source.SpecLocation;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Where updated expectations are written: the source a build copied a classpath spec from. */
class WritableSourceTest {

  private static final String NAME = "io/example/specs/a.spec.yaml";

  @TempDir Path module;

  @Test
  void aTestResourceUnderTargetIsWrittenToSrcTestResources() throws IOException {
    Path copy = touch(module.resolve("target/test-classes").resolve(NAME));
    Path source = touch(module.resolve("src/test/resources").resolve(NAME));

    assertThat(SpecLocation.ofResource(NAME, copy.toUri()).writableSource()).contains(source);
  }

  @Test
  void aMainResourceUnderTargetIsWrittenToSrcMainResources() throws IOException {
    Path copy = touch(module.resolve("target/classes").resolve(NAME));
    Path source = touch(module.resolve("src/main/resources").resolve(NAME));

    assertThat(SpecLocation.ofResource("/" + NAME, copy.toUri()).writableSource()).contains(source);
  }

  @Test
  void aResourceWithoutItsSourceIsWrittenWhereItIs() throws IOException {
    Path copy = touch(module.resolve("target/test-classes").resolve(NAME));
    Path elsewhere = touch(module.resolve("resources").resolve(NAME));

    assertThat(SpecLocation.ofResource(NAME, copy.toUri()).writableSource()).contains(copy);
    assertThat(SpecLocation.ofResource(NAME, elsewhere.toUri()).writableSource())
        .contains(elsewhere);
  }

  @Test
  void aFileIsWrittenItselfAndAJarEntryNowhere() throws IOException {
    Path file = touch(module.resolve("target/test-classes").resolve(NAME));
    URI jar = URI.create("jar:" + module.resolve("specs.jar").toUri() + "!/" + NAME);

    assertThat(SpecLocation.ofFile(file).writableSource()).contains(file);
    assertThat(SpecLocation.ofResource(NAME, jar).writableSource()).isEmpty();
  }

  private static Path touch(Path file) throws IOException {
    Files.createDirectories(file.getParent());
    return Files.writeString(file, "cases: []\n");
  }
}
