package io.github.topnkit.junit.discovery;

import io.github.topnkit.junit.descriptor.SpecCaseDescriptor;
import io.github.topnkit.junit.descriptor.SpecFileDescriptor;
import io.github.topnkit.junit.descriptor.SpecRunDescriptor;
import io.github.topnkit.junit.source.SpecLocation;
import io.github.topnkit.linter.target.ExecutionMode;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.junit.platform.commons.io.Resource;
import org.junit.platform.commons.support.ResourceSupport;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.UniqueId;

/**
 * Unique ids of the engine's descriptors: {@code [engine:topnkit]/[spec:<file uri>]} for a file or
 * {@code /[resource:<uri>]} for a classpath resource, then {@code /[case:<name>]} and, for {@code
 * mode: both}, {@code /[mode:streaming|batch]}.
 */
final class SpecUniqueIds {

  private SpecUniqueIds() {}

  /** The selector for a unique id of this engine, or empty when it is not one of ours. */
  static Optional<DiscoverySelector> toSelector(UniqueId id) {
    List<UniqueId.Segment> segments = id.getSegments();
    if (segments.size() < 2) {
      return Optional.empty();
    }
    Optional<SpecLocation> location = location(segments.get(1));
    if (location.isEmpty()) {
      return Optional.empty();
    }
    if (segments.size() == 2) {
      return Optional.of(new SpecSelectors.Spec(location.get(), Optional.empty(), true));
    }
    UniqueId.Segment caseSegment = segments.get(2);
    if (!caseSegment.getType().equals(SpecCaseDescriptor.SEGMENT)) {
      return Optional.empty();
    }
    if (segments.size() == 3) {
      return Optional.of(new SpecSelectors.Case(location.get(), caseSegment.getValue(), true));
    }
    UniqueId.Segment modeSegment = segments.get(3);
    if (segments.size() > 4 || !modeSegment.getType().equals(SpecRunDescriptor.SEGMENT)) {
      return Optional.empty();
    }
    try {
      ExecutionMode mode = ExecutionMode.valueOf(modeSegment.getValue().toUpperCase(Locale.ROOT));
      return Optional.of(new SpecSelectors.Run(location.get(), caseSegment.getValue(), mode));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /** The location a spec file's segment names: a file, or a classpath resource. */
  private static Optional<SpecLocation> location(UniqueId.Segment segment) {
    URI uri;
    try {
      uri = URI.create(segment.getValue());
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
    boolean file = "file".equals(uri.getScheme());
    return switch (segment.getType()) {
      case SpecFileDescriptor.SEGMENT ->
          file ? Optional.of(SpecLocation.ofFile(Path.of(uri))) : Optional.empty();
      case SpecFileDescriptor.RESOURCE_SEGMENT ->
          resourceName(uri).map(name -> SpecLocation.ofResource(name, uri));
      default -> Optional.empty();
    };
  }

  /**
   * The classpath resource name of a resource's URI: the part after {@code !/} of a jar entry, or
   * for a file the longest tail of its path that the class path resolves to this very file (the
   * resource name depends on the classpath root the file lies under).
   */
  private static Optional<String> resourceName(URI uri) {
    String ssp = uri.getSchemeSpecificPart();
    if ("jar".equals(uri.getScheme())) {
      int bang = ssp.indexOf("!/");
      return bang > 0 ? Optional.of(ssp.substring(bang + 2)) : Optional.empty();
    }
    if (!"file".equals(uri.getScheme())) {
      return Optional.empty();
    }
    Path path = Path.of(uri);
    for (int i = 0; i < path.getNameCount(); i++) {
      String name = path.subpath(i, path.getNameCount()).toString().replace('\\', '/');
      Set<Resource> resources =
          ResourceSupport.tryToGetResources(name).toOptional().orElse(Set.of());
      if (resources.stream().anyMatch(r -> r.getUri().equals(uri))) {
        return Optional.of(name);
      }
    }
    return Optional.empty();
  }
}
