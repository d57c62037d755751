package io.github.topnkit.maven;

import io.github.topnkit.linter.config.ConfigException;
import io.github.topnkit.linter.config.ConfigFile;
import io.github.topnkit.linter.config.ProjectConfig;
import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.maven.spec.CaseResult;
import io.github.topnkit.maven.spec.JUnitXmlReport;
import io.github.topnkit.maven.spec.SpecRequest;
import io.github.topnkit.maven.spec.SpecSuite;
import io.github.topnkit.reference.CaseEngines;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.verify.CaseVerifier;
import io.github.topnkit.spec.verify.EngineChoice;
import io.github.topnkit.spec.verify.Engines;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Runs the project's spec files on the reference engine, on a Flink MiniCluster or on both, and
 * reports them as JUnit XML.
 */
@Mojo(name = "spec", defaultPhase = LifecyclePhase.TEST, threadSafe = true)
public class SpecMojo extends AbstractTopnkitMojo {

  /**
   * The engines the cases run on: {@code reference} (in memory), {@code flink} (a Flink MiniCluster
   * in the build's JVM) or {@code both} (Flink's output is the truth and the reference engine is
   * held to it).
   */
  @Parameter(property = "topnkit.engines", defaultValue = "reference")
  private String engines;

  /** Time a case may run. */
  @Parameter(property = "topnkit.timeout", defaultValue = "60s")
  private String timeout;

  /** Reports failing cases without failing the build. */
  @Parameter(property = "topnkit.testFailureIgnore", defaultValue = "false")
  private boolean testFailureIgnore;

  @Override
  public void execute() throws MojoExecutionException, MojoFailureException {
    if (skip) {
      getLog().info("topnkit: spec is skipped");
      return;
    }
    Path base = baseDir.toPath();
    Map<String, List<CaseResult>> results;
    SpecRequest request = request(base);
    try (Engines opened = open(request)) {
      getLog().info("topnkit: running spec files on the " + names(opened));
      results = new SpecSuite(request, new CaseVerifier(opened, request.timeout())).run();
      for (Map.Entry<String, List<CaseResult>> file : results.entrySet()) {
        JUnitXmlReport.write(request.reportsDirectory(), file.getKey(), file.getValue());
      }
    } catch (IOException e) {
      throw new MojoExecutionException("topnkit: " + e, e);
    }
    SpecSummary summary = SpecSummary.of(results);
    summary.log(getLog());
    if (summary.failed() > 0 && !testFailureIgnore) {
      throw new MojoFailureException(
          "topnkit: "
              + summary.failed()
              + " spec case(s) failed; see the diffs above and "
              + request.reportsDirectory());
    }
  }

  private static Engines open(SpecRequest request) throws MojoExecutionException {
    if (request.engines().flink()) {
      quietFlink();
    }
    try {
      return CaseEngines.open(request.engines(), request.flinkVersion());
    } catch (IllegalStateException e) {
      throw new MojoExecutionException("topnkit: " + e.getMessage(), e);
    }
  }

  /**
   * Flink logs every step of the cluster and its jobs at INFO, which would bury the verdicts in the
   * build's log: Maven's SLF4J logger shows Flink's warnings only, unless the user set a level.
   */
  private static void quietFlink() {
    for (String logger : List.of("org.apache.flink", "org.apache.pekko")) {
      System.getProperties().putIfAbsent("org.slf4j.simpleLogger.log." + logger, "warn");
    }
  }

  private static String names(Engines engines) {
    List<String> names =
        Stream.of(engines.reference(), engines.flink())
            .flatMap(Optional::stream)
            .map(CaseRunner::name)
            .toList();
    return String.join(" and ", names) + (names.size() == 1 ? " engine" : " engines");
  }

  private SpecRequest request(Path base) throws MojoExecutionException {
    try {
      return new SpecRequest(
          base,
          Parameters.paths(specDirectories, base, SpecMojoDefaults.DIRECTORIES),
          Parameters.list(excludes),
          EngineChoice.parse(engines),
          version(base),
          outputDirectory.toPath(),
          Durations.parse(timeout));
    } catch (ConfigException | IllegalArgumentException e) {
      throw new MojoExecutionException("topnkit: " + e.getMessage(), e);
    }
  }

  private Optional<FlinkVersion> version(Path base) throws ConfigException {
    if (flinkVersion != null && !flinkVersion.isBlank()) {
      return Optional.of(FlinkVersion.parse(flinkVersion));
    }
    Optional<Path> config =
        configFile != null ? Optional.of(configFile.toPath()) : ConfigFile.find(base);
    ProjectConfig project =
        config.isPresent() ? ConfigFile.load(config.get(), config.get().toString()) : null;
    return project == null ? Optional.empty() : project.flinkVersion();
  }

  /** {@code 60s}, {@code 2m}, {@code 500ms} or an ISO-8601 duration such as {@code PT1M}. */
  static final class Durations {
    private Durations() {}

    static Duration parse(String text) {
      String t = text.trim().toLowerCase(java.util.Locale.ROOT);
      try {
        if (t.startsWith("pt")) {
          return Duration.parse(t);
        }
        if (t.endsWith("ms")) {
          return Duration.ofMillis(Long.parseLong(t.substring(0, t.length() - 2)));
        }
        if (t.endsWith("s")) {
          return Duration.ofSeconds(Long.parseLong(t.substring(0, t.length() - 1)));
        }
        if (t.endsWith("m")) {
          return Duration.ofMinutes(Long.parseLong(t.substring(0, t.length() - 1)));
        }
      } catch (RuntimeException e) {
        // fall through to the message below
      }
      throw new IllegalArgumentException(
          "timeout '" + text + "' is not a duration such as 60s, 2m, 500ms or PT1M");
    }
  }
}
