package io.github.topnkit.maven;

/** Where a project's spec files are by default, shared by the lint and spec goals. */
final class SpecMojoDefaults {

  static final String[] DIRECTORIES = {"src/test/topnkit", "src/test/resources"};

  private SpecMojoDefaults() {}
}
