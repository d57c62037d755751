package io.github.topnkit.linter.report;

import static java.util.Objects.requireNonNull;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the linted files live: the directory their printed paths are relative to, and the root
 * (usually the repository's top folder) that SARIF locations are made relative to.
 */
public record SourceRoot(Path workingDir, Path root) {

  /** The SARIF base id of locations relative to {@link #root}, as GitHub code scanning expects. */
  public static final String BASE_ID = "SRCROOT";

  /**
   * A file's location in SARIF terms: a URI, relative to {@link #BASE_ID} when it has one.
   *
   * @param uriBaseId the base id the URI is relative to; empty for an absolute URI
   */
  public record Location(String uri, Optional<String> uriBaseId) {

    public Location {
      requireNonNull(uriBaseId, "uriBaseId is null");
    }
  }

  public SourceRoot {
    workingDir = requireNonNull(workingDir, "workingDir is null").toAbsolutePath().normalize();
    root = requireNonNull(root, "root is null").toAbsolutePath().normalize();
  }

  /** The enclosing git repository of the working directory, or the working directory itself. */
  public static SourceRoot detect(Path workingDir) {
    Path dir = workingDir.toAbsolutePath().normalize();
    for (Path p = dir; p != null; p = p.getParent()) {
      if (Files.exists(p.resolve(".git"))) {
        return new SourceRoot(dir, p);
      }
    }
    return new SourceRoot(dir, dir);
  }

  /** The location of a file printed as {@code path}: root-relative with forward slashes. */
  public Location locate(String path) {
    Path file = workingDir.resolve(path).normalize();
    if (!file.startsWith(root)) {
      return new Location(file.toUri().toASCIIString(), Optional.empty());
    }
    String relative = root.relativize(file).toString().replace('\\', '/');
    if (relative.split("/", 2)[0].contains(":")) {
      // A colon in the first segment would read as a URI scheme.
      relative = "./" + relative;
    }
    try {
      return new Location(
          new URI(null, null, relative, null).toASCIIString(), Optional.of(BASE_ID));
    } catch (URISyntaxException e) {
      return new Location(file.toUri().toASCIIString(), Optional.empty());
    }
  }
}
