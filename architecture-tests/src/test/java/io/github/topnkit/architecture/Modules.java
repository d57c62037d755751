package io.github.topnkit.architecture;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

/** The main classes of every module, and the way they group into packages. */
final class Modules {

  static final String LINTER = "io.github.topnkit.linter";
  static final String SPEC = "io.github.topnkit.spec";
  static final String REFERENCE = "io.github.topnkit.reference";
  static final String FLINK_RUNNER = "io.github.topnkit.flink";
  static final String JUNIT = "io.github.topnkit.junit";
  static final String MAVEN = "io.github.topnkit.maven";
  static final String CLI = "io.github.topnkit.cli";

  private static JavaClasses main;

  private Modules() {}

  /** Every module's main classes (tests and this module's fixtures left out). */
  static synchronized JavaClasses main() {
    if (main == null) {
      main =
          new ClassFileImporter()
              .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
              .importPackages("io.github.topnkit");
    }
    return main;
  }

  /** Each package is a slice of its own, the root package of a module included. */
  static SliceAssignment packagesUnder(String root) {
    return new SliceAssignment() {
      @Override
      public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
        String pkg = javaClass.getPackageName();
        return pkg.equals(root) || pkg.startsWith(root + ".")
            ? SliceIdentifier.of(pkg)
            : SliceIdentifier.ignore();
      }

      @Override
      public String getDescription() {
        return "the packages of " + root;
      }
    };
  }
}
