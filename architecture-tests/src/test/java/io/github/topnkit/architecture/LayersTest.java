package io.github.topnkit.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.properties.HasName.Predicates.name;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static io.github.topnkit.architecture.Modules.CLI;
import static io.github.topnkit.architecture.Modules.FLINK_RUNNER;
import static io.github.topnkit.architecture.Modules.JUNIT;
import static io.github.topnkit.architecture.Modules.LINTER;
import static io.github.topnkit.architecture.Modules.MAVEN;
import static io.github.topnkit.architecture.Modules.REFERENCE;
import static io.github.topnkit.architecture.Modules.SPEC;

import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.Test;

/** The dependency directions of the module map (README, "Modules"), beyond what Maven enforces. */
class LayersTest {

  @Test
  void onlyTheFlinkRunnerTouchesFlinksRuntimeTheOthersOnlyItsSqlParser() {
    ArchRule rule =
        noClasses()
            .that()
            .resideOutsideOfPackage(FLINK_RUNNER + "..")
            .should()
            .dependOnClassesThat(
                resideInAPackage("org.apache.flink..")
                    .and(not(resideInAPackage("org.apache.flink.sql.parser.."))))
            .because("the linter and the faces must not clash with the Flink a user has");
    rule.check(Modules.main());
  }

  @Test
  void theFacesNeverCallEachOther() {
    noClasses()
        .that()
        .resideInAPackage(CLI + "..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(JUNIT + "..", MAVEN + "..", FLINK_RUNNER + "..")
        .because("the command line reaches Flink through the class path, not through a face")
        .check(Modules.main());
    noClasses()
        .that()
        .resideInAPackage(MAVEN + "..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(JUNIT + "..", CLI + "..")
        .check(Modules.main());
    noClasses()
        .that()
        .resideInAPackage(JUNIT + "..")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(CLI + "..", MAVEN + "..")
        .check(Modules.main());
  }

  @Test
  void theLibrariesBelowTheFacesKnowNoFaceAndNoTestFramework() {
    noClasses()
        .that()
        .resideInAnyPackage(LINTER + "..", SPEC + "..", REFERENCE + "..", FLINK_RUNNER + "..")
        .should()
        .dependOnClassesThat(
            resideInAnyPackage(
                JUNIT + "..",
                MAVEN + "..",
                CLI + "..",
                "org.junit..",
                "org.opentest4j..",
                "picocli..",
                "org.apache.maven.."))
        .because("picocli belongs to the command line, JUnit to the JUnit engine")
        .check(Modules.main());
  }

  @Test
  void theEnginesWordFlinksRejectionsWithoutTheLintersRules() {
    noClasses()
        .that()
        .resideInAnyPackage(REFERENCE + "..", FLINK_RUNNER + "..")
        .should()
        .dependOnClassesThat()
        .resideInAPackage(LINTER + ".rules..")
        .because("plan facts the rules and the engine share live in the model")
        .check(Modules.main());
  }

  @Test
  void theLintersRulesAreUsedOnlyByTheFacadeConfigurationReportsAndFaces() {
    noClasses()
        .that()
        .resideInAPackage(LINTER + "..")
        .and()
        .resideOutsideOfPackages(LINTER + ".rules..", LINTER + ".report..", LINTER + ".config..")
        .and()
        .doNotHaveFullyQualifiedName(LINTER + ".Linter")
        .should()
        .dependOnClassesThat()
        .resideInAPackage(LINTER + ".rules..")
        .check(Modules.main());
  }

  @Test
  void thePlanRecordsKnowNeitherTheirConvertersNorTheParseTree() {
    noClasses()
        .that()
        .resideInAPackage(LINTER + ".plan")
        .should()
        .dependOnClassesThat(
            resideInAPackage(LINTER + ".plan.convert..")
                .or(
                    resideInAnyPackage("org.apache.calcite..", "org.apache.flink..")
                        .and(not(name("org.apache.calcite.sql.SqlKind")))))
        .because(
            "the records are data over field positions and types, built in plan.convert; of"
                + " Calcite they keep only the operator kind an Expr.Call carries")
        .check(Modules.main());
  }

  @Test
  void onlyTheScriptAnalyzerPlansAndTheOtherModulesOnlyReadDdl() {
    noClasses()
        .that()
        .resideInAPackage(LINTER + "..")
        .and()
        .resideOutsideOfPackage(LINTER + ".plan.convert..")
        .and()
        .doNotHaveFullyQualifiedName(LINTER + ".model.ScriptAnalyzer")
        .should()
        .dependOnClassesThat()
        .resideInAPackage(LINTER + ".plan.convert..")
        .because(
            "the script analyzer turns statements into plans; the rest of the linter reads them")
        .check(Modules.main());
    noClasses()
        .that()
        .resideOutsideOfPackage(LINTER + "..")
        .should()
        .dependOnClassesThat(
            resideInAPackage(LINTER + ".plan.convert..")
                .and(not(name(LINTER + ".plan.convert.DdlReader"))))
        .because("the other modules read DDL with the linter's reader and get plans from its model")
        .check(Modules.main());
  }
}
