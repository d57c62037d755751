package io.github.topnkit.junit.discovery;

/** Naming rules for spec files. */
public final class SpecFiles {

  /** Spec files end with this suffix. */
  public static final String SUFFIX = ".spec.yaml";

  private SpecFiles() {}

  public static boolean isSpec(String name) {
    return name.endsWith(SUFFIX);
  }
}
