package io.github.topnkit.linter.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The tool's identity as reports and the command line print it: name, version and web pages. */
public final class ToolInfo {

  public static final String NAME = "topnkit";
  public static final String INFORMATION_URI = "https://github.com/topnkit/topnkit";

  private static final String VERSION = loadVersion();

  private ToolInfo() {}

  /** The version of this build, such as {@code 0.1.0}. */
  public static String version() {
    return VERSION;
  }

  /** The web address of a rule's doc page. */
  public static String ruleDocUri(String ruleId) {
    return INFORMATION_URI + "/blob/main/docs/rules/" + ruleId + ".md";
  }

  private static String loadVersion() {
    java.util.Properties props = new java.util.Properties();
    try (InputStream in = ToolInfo.class.getResourceAsStream("topnkit.properties")) {
      if (in == null) {
        return "unknown";
      }
      props.load(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String version = props.getProperty("version", "unknown");
    // An unfiltered copy (an IDE build without Maven) still holds the placeholder.
    return version.startsWith("${") ? "unknown" : version;
  }
}
