package io.github.topnkit.maven.spec;

import static java.util.Objects.requireNonNull;

import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.verify.EngineChoice;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Which spec files to run and where to report, as the {@code spec} goal's parameters say it.
 *
 * @param baseDir the project folder; reports name files relative to it
 * @param specDirectories folders searched for {@code *.spec.yaml} files
 * @param excludes Ant-style patterns of spec files to leave out
 * @param engines the engines the cases run on
 * @param flinkVersion the Flink release to behave as; empty for Flink's own when Flink runs, else
 *     the default
 * @param reportsDirectory where the JUnit XML reports go
 */
public record SpecRequest(
    Path baseDir,
    List<Path> specDirectories,
    List<String> excludes,
    EngineChoice engines,
    Optional<FlinkVersion> flinkVersion,
    Path reportsDirectory,
    Duration timeout) {

  public SpecRequest {
    requireNonNull(baseDir, "baseDir is null");
    specDirectories = List.copyOf(specDirectories);
    excludes = List.copyOf(excludes);
    requireNonNull(engines, "engines is null");
    requireNonNull(flinkVersion, "flinkVersion is null");
    requireNonNull(reportsDirectory, "reportsDirectory is null");
    requireNonNull(timeout, "timeout is null");
  }
}
