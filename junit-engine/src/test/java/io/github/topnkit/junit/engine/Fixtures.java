package io.github.topnkit.junit.engine;

import io.github.topnkit.junit.TopnkitTestEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/** The fixture spec files of the engine tests, and the engine test kit pointed at them. */
final class Fixtures {

  /** The fixtures as files, relative to the module (Surefire's working directory). */
  static final Path DIR = Path.of("src", "test", "resources", "fixtures");

  /** The fixtures as Maven copied them: the test classpath root. */
  static final Path CLASSPATH_ROOT = Path.of("target", "test-classes");

  private Fixtures() {}

  static Path file(String name) {
    return DIR.resolve(name);
  }

  static String resource(String name) {
    return "fixtures/" + name;
  }

  static EngineTestKit.Builder engine() {
    return EngineTestKit.engine(TopnkitTestEngine.ID);
  }

  static EngineDiscoveryResults discover(DiscoverySelector... selectors) {
    return engine().selectors(selectors).discover();
  }

  /** The display names of the spec files discovered. */
  static List<String> specFiles(EngineDiscoveryResults results) {
    return results.getEngineDescriptor().getChildren().stream()
        .map(TestDescriptor::getDisplayName)
        .toList();
  }

  /** The first descriptor below the root with the display name. */
  static TestDescriptor descriptor(TestDescriptor root, String displayName) {
    return root.getDescendants().stream()
        .filter(d -> d.getDisplayName().equals(displayName))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no descriptor named " + displayName));
  }

  /**
   * The descriptor tree below the engine as indented display names, one line per descriptor, so a
   * test states the whole shape at once.
   */
  static List<String> tree(TestDescriptor engine) {
    List<String> lines = new ArrayList<>();
    for (TestDescriptor child : engine.getChildren()) {
      tree(child, "", lines);
    }
    return lines;
  }

  private static void tree(TestDescriptor descriptor, String indent, List<String> lines) {
    lines.add(indent + descriptor.getDisplayName() + (descriptor.isTest() ? "" : "/"));
    for (TestDescriptor child : descriptor.getChildren()) {
      tree(child, indent + "  ", lines);
    }
  }
}
