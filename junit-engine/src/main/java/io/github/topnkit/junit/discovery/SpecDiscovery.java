package io.github.topnkit.junit.discovery;

import io.github.topnkit.junit.config.EngineConfig;
import io.github.topnkit.junit.descriptor.RootDescriptor;
import java.util.List;
import org.junit.platform.commons.io.ResourceFilter;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;
import org.junit.platform.engine.support.discovery.EngineDiscoveryRequestResolver;

/** Builds the engine's descriptor tree from a discovery request. */
public final class SpecDiscovery {

  private SpecDiscovery() {}

  public static TestDescriptor discover(EngineDiscoveryRequest request, UniqueId uniqueId) {
    DiscoveryIssueReporter issues =
        DiscoveryIssueReporter.deduplicating(
            DiscoveryIssueReporter.forwarding(request.getDiscoveryListener(), uniqueId));
    checkConfiguration(request, issues);
    RootDescriptor root = new RootDescriptor(uniqueId);
    try (ParsingSpecLoader loader = new ParsingSpecLoader()) {
      EngineDiscoveryRequestResolver.<RootDescriptor>builder()
          // Classpath roots and packages become classpath-resource selectors for their spec files.
          .addResourceContainerSelectorResolver(
              ResourceFilter.of(r -> SpecFiles.isSpec(r.getName())))
          .addSelectorResolver(ctx -> new SpecSelectorResolver(loader, issues))
          .build()
          .resolve(request, root, issues);
    }
    return root;
  }

  /** Bad parameter values are errors; updating without Flink, which writes nothing, a warning. */
  private static void checkConfiguration(
      EngineDiscoveryRequest request, DiscoveryIssueReporter issues) {
    List<String> problems = EngineConfig.problems(request.getConfigurationParameters());
    for (String problem : problems) {
      issues.reportIssue(DiscoveryIssue.create(DiscoveryIssue.Severity.ERROR, problem));
    }
    if (problems.isEmpty()) {
      EngineConfig config = EngineConfig.from(request.getConfigurationParameters());
      if (config.updateExpectations() && !config.flinkEnabled()) {
        issues.reportIssue(
            DiscoveryIssue.create(
                DiscoveryIssue.Severity.WARNING,
                EngineConfig.UPDATE_EXPECTATIONS
                    + "=true has no effect with "
                    + EngineConfig.FLINK_ENABLED
                    + "=false: without Flink runs there is no output to write"));
      }
    }
  }
}
