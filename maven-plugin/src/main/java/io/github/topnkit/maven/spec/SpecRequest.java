package io.github.topnkit.maven.spec;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.FlinkVersion;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Which spec files to run and where to report, as the {@code spec} goal's parameters say it.
 *
 * @param baseDir the project folder; reports name files relative to it
 * @param specDirectories folders searched for {@code *.spec.yaml} files
 * @param excludes Ant-style patterns of spec files to leave out
 * @param reportsDirectory where the JUnit XML reports go
 */
public record SpecRequest(
    Path baseDir,
    List<Path> specDirectories,
    List<String> excludes,
    FlinkVersion flinkVersion,
    Path reportsDirectory,
    Duration timeout) {

  public SpecRequest {
    requireNonNull(baseDir, "baseDir is null");
    specDirectories = List.copyOf(specDirectories);
    excludes = List.copyOf(excludes);
    requireNonNull(flinkVersion, "flinkVersion is null");
    requireNonNull(reportsDirectory, "reportsDirectory is null");
    requireNonNull(timeout, "timeout is null");
  }
}
