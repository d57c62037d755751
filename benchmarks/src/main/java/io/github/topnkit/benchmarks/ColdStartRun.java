package io.github.topnkit.benchmarks;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;

import com.sun.management.OperatingSystemMXBean;
import io.github.topnkit.junit.TopnkitTestEngine;
import io.github.topnkit.junit.config.EngineConfig;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.ToLongFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/**
 * One fresh JVM of {@link ColdStart}: runs a scenario through the JUnit launcher with Flink off and
 * prints one line of times from JVM start; fails when a test fails or none was found.
 */
public final class ColdStartRun {

  /** What the JUnit run is pointed at. */
  enum Scenario {
    NO_SPECS("no specs", selectPackage("io.github.topnkit.benchmarks")),
    ONE_FILE(
        "one file",
        selectClasspathResource("io/github/topnkit/specs/topn/append-only-top-n.spec.yaml")),
    CORPUS("corpus", selectPackage("io.github.topnkit.specs"));

    private final String label;
    private final DiscoverySelector selector;

    Scenario(String label, DiscoverySelector selector) {
      this.label = label;
      this.selector = selector;
    }

    String label() {
      return label;
    }
  }

  /** The times of one run, in milliseconds, and how many tests it ran. */
  record Sample(
      long tests, long discoveryMillis, long executionMillis, long uptimeMillis, long cpuMillis) {

    private static final Pattern LINE =
        Pattern.compile(
            "coldstart tests=(\\d+) discovery=(\\d+) execution=(\\d+) uptime=(\\d+) cpu=(\\d+)");

    String line() {
      return String.format(
          "coldstart tests=%d discovery=%d execution=%d uptime=%d cpu=%d",
          tests, discoveryMillis, executionMillis, uptimeMillis, cpuMillis);
    }

    static Optional<Sample> find(String output) {
      Matcher m = LINE.matcher(output);
      if (!m.find()) {
        return Optional.empty();
      }
      return Optional.of(
          new Sample(
              Long.parseLong(m.group(1)),
              Long.parseLong(m.group(2)),
              Long.parseLong(m.group(3)),
              Long.parseLong(m.group(4)),
              Long.parseLong(m.group(5))));
    }

    /** Each measure's median over the samples, taken on its own. */
    static Sample median(List<Sample> samples) {
      return new Sample(
          median(samples, Sample::tests),
          median(samples, Sample::discoveryMillis),
          median(samples, Sample::executionMillis),
          median(samples, Sample::uptimeMillis),
          median(samples, Sample::cpuMillis));
    }

    private static long median(List<Sample> samples, ToLongFunction<Sample> measure) {
      long[] values =
          samples.stream().sorted(Comparator.comparingLong(measure)).mapToLong(measure).toArray();
      int n = values.length;
      return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    }
  }

  private ColdStartRun() {}

  public static void main(String[] args) {
    Scenario scenario = Scenario.valueOf(args[0]);
    LauncherDiscoveryRequest request =
        LauncherDiscoveryRequestBuilder.request()
            .selectors(scenario.selector)
            .filters(EngineFilter.includeEngines(TopnkitTestEngine.ID))
            .configurationParameter(EngineConfig.FLINK_ENABLED, "false")
            .build();
    long start = System.nanoTime();
    Launcher launcher = LauncherFactory.create();
    TestPlan plan = launcher.discover(request);
    long discovered = System.nanoTime();
    SummaryGeneratingListener listener = new SummaryGeneratingListener();
    launcher.execute(plan, listener);
    long executed = System.nanoTime();
    TestExecutionSummary summary = listener.getSummary();
    long uptime = ManagementFactory.getRuntimeMXBean().getUptime();
    long cpu =
        ManagementFactory.getPlatformMXBean(OperatingSystemMXBean.class).getProcessCpuTime()
            / 1_000_000;
    boolean expectsTests = scenario != Scenario.NO_SPECS;
    if (summary.getTotalFailureCount() > 0 || (expectsTests && summary.getTestsFoundCount() == 0)) {
      summary.printTo(new PrintWriter(System.out, true));
      summary.printFailuresTo(new PrintWriter(System.out, true), 20);
      System.exit(1);
    }
    System.out.println(
        new Sample(
                summary.getTestsFoundCount(),
                (discovered - start) / 1_000_000,
                (executed - discovered) / 1_000_000,
                uptime,
                cpu)
            .line());
  }
}
