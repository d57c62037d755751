package io.github.topnkit.architecture;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import io.github.topnkit.architecture.fixture.cycle.a.First;
import io.github.topnkit.architecture.fixture.cycle.b.Second;
import org.junit.jupiter.api.Test;

/** The test of the tests: the cycle rule fails on two packages that use each other. */
class RulesCatchViolationsTest {

  @Test
  void theCycleRuleFailsOnACycleBetweenTwoPackages() {
    JavaClasses fixture = new ClassFileImporter().importClasses(First.class, Second.class);

    assertThatThrownBy(
            () -> CyclesTest.noCycles("io.github.topnkit.architecture.fixture").check(fixture))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("Cycle detected")
        .hasMessageContaining("fixture.cycle.a")
        .hasMessageContaining("fixture.cycle.b");
  }
}
