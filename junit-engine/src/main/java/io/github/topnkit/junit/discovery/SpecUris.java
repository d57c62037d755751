package io.github.topnkit.junit.discovery;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Reads the URIs of {@code UriSelector}s: {@code file:} and {@code classpath:}, with {@code
 * ?line=N}.
 */
final class SpecUris {

  private SpecUris() {}

  /**
   * The path of a {@code file:} URI, without its query and fragment; an opaque one ({@code
   * file:src/a.spec.yaml}) is relative to the working directory.
   */
  static Optional<Path> filePath(URI uri) {
    try {
      if (uri.isOpaque()) {
        return Optional.of(Path.of(withoutQuery(uri)));
      }
      return Optional.of(Path.of(new URI("file", uri.getAuthority(), uri.getPath(), null, null)));
    } catch (URISyntaxException | IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  /** The decoded scheme-specific part of a URI up to its query. */
  static String withoutQuery(URI uri) {
    String raw = uri.getRawSchemeSpecificPart();
    int question = raw.indexOf('?');
    String part = question < 0 ? raw : raw.substring(0, question);
    return URI.create(uri.getScheme() + ":" + part).getSchemeSpecificPart();
  }

  /**
   * The {@code line} parameter of a URI's query. An opaque URI ({@code classpath:a/b.spec.yaml})
   * has no query for {@link URI#getQuery()}: it is read from the scheme-specific part.
   */
  static Optional<Integer> line(URI uri) {
    String ssp = uri.getRawSchemeSpecificPart();
    int question = ssp.indexOf('?');
    if (question < 0) {
      return Optional.empty();
    }
    for (String part : ssp.substring(question + 1).split("&")) {
      if (part.startsWith("line=")) {
        try {
          return Optional.of(Integer.parseInt(part.substring(5)));
        } catch (NumberFormatException e) {
          return Optional.empty();
        }
      }
    }
    return Optional.empty();
  }
}
