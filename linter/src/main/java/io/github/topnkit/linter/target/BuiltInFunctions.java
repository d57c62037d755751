package io.github.topnkit.linter.target;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The names of the functions a Flink SQL query can call without registering one, per Flink version,
 * as the real planner lists them (its core module and its SQL operator table). The lists are files
 * generated from Flink itself and held against it by a test on every release the build plans with
 * (1.20 and 2.3); 2.0 to 2.2 take the union of the two, so a name is never called unknown on a
 * version that may have it.
 */
public final class BuiltInFunctions {

  /** The releases whose list is generated from their planner. */
  public static final Set<FlinkVersion> LISTED = Set.of(FlinkVersion.V1_20, FlinkVersion.V2_3);

  private static final Map<FlinkVersion, Set<String>> NAMES = new EnumMap<>(FlinkVersion.class);

  private BuiltInFunctions() {}

  /** Whether the version has a built-in function of this name (case does not matter). */
  public static boolean contains(FlinkVersion version, String name) {
    return names(version).contains(name.toUpperCase(Locale.ROOT));
  }

  /** The upper-case names of the version's built-in functions. */
  public static synchronized Set<String> names(FlinkVersion version) {
    return NAMES.computeIfAbsent(
        version,
        v -> {
          Set<String> all = new TreeSet<>();
          if (LISTED.contains(v)) {
            all.addAll(read(v));
          } else {
            LISTED.forEach(listed -> all.addAll(read(listed)));
          }
          return Collections.unmodifiableSet(all);
        });
  }

  /** The classpath resource holding a listed version's names, one a line. */
  public static String resource(FlinkVersion version) {
    return "functions-" + version.label() + ".txt";
  }

  /** The names written in a listed version's file; empty for a version without one. */
  public static Optional<Set<String>> listed(FlinkVersion version) {
    return LISTED.contains(version) ? Optional.of(read(version)) : Optional.empty();
  }

  private static Set<String> read(FlinkVersion version) {
    try (InputStream in = BuiltInFunctions.class.getResourceAsStream(resource(version))) {
      if (in == null) {
        throw new IllegalStateException("no function list " + resource(version));
      }
      Set<String> names = new TreeSet<>();
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        if (!line.isBlank() && !line.startsWith("#")) {
          names.add(line.strip());
        }
      }
      return names;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
