package io.github.topnkit.maven;

import java.io.File;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugins.annotations.Parameter;

/** The parameters the lint and spec goals share: same names, properties and defaults. */
abstract class AbstractTopnkitMojo extends AbstractMojo {

  @Parameter(defaultValue = "${project.basedir}", readonly = true, required = true)
  File baseDir;

  /**
   * Folders searched for spec files (default: src/test/topnkit and src/test/resources); the lint
   * goal lints their SQL too.
   */
  @Parameter(property = "topnkit.specDirectories")
  List<File> specDirectories;

  /**
   * Ant-style patterns of files to leave out: for lint in source and spec folders, for spec of the
   * spec files.
   */
  @Parameter(property = "topnkit.excludes")
  List<String> excludes;

  /**
   * Flink release to predict, and that the spec engines behave as: 1.20, 2.0, 2.1, 2.2 or 2.3
   * (default: the config's; else, for spec when Flink runs, Flink's own; else 2.3).
   */
  @Parameter(property = "topnkit.flinkVersion")
  String flinkVersion;

  /**
   * The project configuration (default: .topnkit.yml in the project folder or a parent); the spec
   * goal reads only its flinkVersion.
   */
  @Parameter(property = "topnkit.configFile")
  File configFile;

  /**
   * Where the reports are written: lint's SARIF, Checkstyle XML and text reports, spec's JUnit XML
   * reports (TEST-*.xml).
   */
  @Parameter(
      property = "topnkit.outputDirectory",
      defaultValue = "${project.build.directory}/topnkit")
  File outputDirectory;

  /** Skips the goal: lint lints nothing, spec runs no spec case. */
  @Parameter(property = "topnkit.skip", defaultValue = "false")
  boolean skip;
}
