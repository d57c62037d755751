package io.github.topnkit.architecture;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** No module has a cycle between its packages, its root package included. */
class CyclesTest {

  /** The rule for one module: each package a slice, free of cycles. */
  static ArchRule noCycles(String root) {
    return slices().assignedFrom(Modules.packagesUnder(root)).should().beFreeOfCycles();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        Modules.LINTER,
        Modules.SPEC,
        Modules.REFERENCE,
        Modules.FLINK_RUNNER,
        Modules.JUNIT,
        Modules.MAVEN,
        Modules.CLI,
      })
  void theModulesPackagesFormNoCycle(String module) {
    noCycles(module).check(Modules.main());
  }
}
