package io.github.topnkit.reference;

import io.github.topnkit.linter.target.FlinkVersion;
import io.github.topnkit.spec.run.CaseRunner;
import io.github.topnkit.spec.verify.EngineChoice;
import io.github.topnkit.spec.verify.Engines;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Opens the engines a face asks for: the reference engine of this module, and Flink from the class
 * path, where {@code topnkit-flink-runner} and a Flink runtime provide it.
 */
public final class CaseEngines {

  private CaseEngines() {}

  /**
   * The engines of a choice, behaving as a Flink version: the reference engine as that version, and
   * the Flink on the class path, which must be of the same release line. Without a version, they
   * behave as the Flink on the class path when Flink runs, else as {@link FlinkVersion#DEFAULT}.
   *
   * @throws IllegalStateException when Flink is asked for and no Flink runner is on the class path,
   *     or it is another release than the version asked for
   */
  public static Engines open(EngineChoice choice, Optional<FlinkVersion> version) {
    Optional<CaseRunner> flink = choice.flink() ? Optional.of(flink(version)) : Optional.empty();
    FlinkVersion as =
        version.orElseGet(
            () -> flink.map(f -> f.flinkRelease().line()).orElse(FlinkVersion.DEFAULT));
    Optional<CaseRunner> reference =
        choice.reference() ? Optional.of(new ReferenceCaseRunner(as)) : Optional.empty();
    return new Engines(reference, flink);
  }

  /** The Flink runner on the class path, if there is one. */
  private static Optional<CaseRunner> flinkOnClasspath() {
    return ServiceLoader.load(CaseRunner.class, CaseEngines.class.getClassLoader()).findFirst();
  }

  private static CaseRunner flink(Optional<FlinkVersion> version) {
    CaseRunner flink =
        flinkOnClasspath()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "the Flink engine is not on the class path: it needs"
                            + " io.github.topnkit:topnkit-flink-runner and its Flink runtime"));
    if (version.isPresent() && flink.flinkRelease().line() != version.get()) {
      flink.close();
      throw new IllegalStateException(
          "the Flink on the class path is "
              + flink.flinkRelease()
              + ", not Flink "
              + version.get().label());
    }
    return flink;
  }
}
