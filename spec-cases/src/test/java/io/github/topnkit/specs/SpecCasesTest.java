package io.github.topnkit.specs;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;
import org.junit.platform.suite.api.SuiteDisplayName;

/**
 * Runs every spec case of this module on a real Flink MiniCluster. Surefire only discovers tests
 * through classes (SUREFIRE-1724), so this suite hands the spec files to the topnkit engine.
 */
@Suite
@SuiteDisplayName("topnkit spec cases")
@IncludeEngines("topnkit")
@SelectPackages("io.github.topnkit.specs")
class SpecCasesTest {}
