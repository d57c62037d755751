package io.github.topnkit.junit.discovery;

import io.github.topnkit.spec.Mode;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.UniqueId;

/**
 * Unique ids of the engine's descriptors: {@code [engine:topnkit]/[spec:<uri>]/[case:<name>]} and,
 * for {@code mode: both}, {@code /[mode:streaming|batch]}.
 */
final class SpecUniqueIds {

  private SpecUniqueIds() {}

  /** The selector for a unique id of this engine, or empty when it is not one of ours. */
  static Optional<DiscoverySelector> toSelector(UniqueId id) {
    List<UniqueId.Segment> segments = id.getSegments();
    if (segments.size() < 2 || !segments.get(1).getType().equals(SpecFileDescriptor.SEGMENT)) {
      return Optional.empty();
    }
    Optional<SpecLocation> location = location(segments.get(1).getValue());
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
      Mode mode = Mode.valueOf(modeSegment.getValue().toUpperCase(Locale.ROOT));
      return Optional.of(new SpecSelectors.Run(location.get(), caseSegment.getValue(), mode));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /** A location from the URI stored in a unique id: a file, or an entry of a jar. */
  private static Optional<SpecLocation> location(String value) {
    try {
      URI uri = URI.create(value);
      if ("file".equals(uri.getScheme())) {
        return Optional.of(SpecLocation.ofFile(Path.of(uri)));
      }
      if ("jar".equals(uri.getScheme())) {
        String ssp = uri.getSchemeSpecificPart();
        int bang = ssp.indexOf("!/");
        if (bang > 0) {
          return Optional.of(SpecLocation.ofResource(ssp.substring(bang + 2), uri));
        }
      }
      return Optional.empty();
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }
}
