package io.github.topnkit.junit.source;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.engine.support.descriptor.FileSource;

/**
 * Where a spec file comes from: a file on disk, or a classpath resource (which may still be a file
 * on disk, such as one under {@code target/test-classes}).
 *
 * @param name the name shown in messages: the path as selected, or the resource name
 * @param uri the URI the file is read from; also the value of its unique-id segment
 * @param file the file on disk, when there is one
 * @param resource the classpath resource name (no leading slash), for classpath specs
 */
public record SpecLocation(String name, URI uri, Optional<Path> file, Optional<String> resource) {

  public SpecLocation {
    requireNonNull(name, "name is null");
    requireNonNull(uri, "uri is null");
  }

  public static SpecLocation ofFile(Path path) {
    Path absolute = path.toAbsolutePath().normalize();
    return new SpecLocation(
        path.toString(), absolute.toUri(), Optional.of(absolute), Optional.empty());
  }

  /** A classpath resource found at {@code uri}. */
  public static SpecLocation ofResource(String resourceName, URI uri) {
    String name = resourceName.startsWith("/") ? resourceName.substring(1) : resourceName;
    Optional<Path> file = Optional.empty();
    if ("file".equals(uri.getScheme())) {
      file = Optional.of(Path.of(uri));
    }
    return new SpecLocation(name, uri, file, Optional.of(name));
  }

  /** The test source at a line and column: a file source when on disk, so IDEs can open it. */
  public TestSource source(int line, int column) {
    FilePosition position = FilePosition.from(Math.max(line, 1), Math.max(column, 1));
    if (resource.isPresent()) {
      return ClasspathResourceSource.from("/" + resource.get(), position);
    }
    return FileSource.from(file.orElseThrow().toFile(), position);
  }

  public byte[] read() {
    try {
      if (file.isPresent()) {
        return Files.readAllBytes(file.get());
      }
      try (InputStream in = uri.toURL().openStream()) {
        return in.readAllBytes();
      }
    } catch (NoSuchFileException e) {
      throw new UncheckedIOException("spec file " + name + " does not exist", e);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read spec file " + name + ": " + e.getMessage(), e);
    }
  }

  /**
   * The file to write updated expectations to: the file itself, or for a resource copied by Maven
   * to {@code target/test-classes} (or {@code target/classes}) the source under {@code
   * src/test/resources} (or {@code src/main/resources}), so the change lands where it is reviewed.
   */
  public Optional<Path> writableSource() {
    if (file.isEmpty()) {
      return Optional.empty();
    }
    if (resource.isEmpty()) {
      return file;
    }
    Path path = file.get();
    String res = resource.get();
    Path root = path;
    for (int i = 0; i < Path.of(res).getNameCount() && root != null; i++) {
      root = root.getParent();
    }
    if (root != null && root.getParent() != null && root.getParent().getFileName() != null) {
      Path target = root.getParent();
      if (target.getFileName().toString().equals("target") && target.getParent() != null) {
        String kind = root.getFileName().toString();
        String folder =
            kind.equals("test-classes")
                ? "src/test/resources"
                : kind.equals("classes") ? "src/main/resources" : null;
        if (folder != null) {
          Path source = target.getParent().resolve(folder).resolve(res);
          if (Files.isRegularFile(source)) {
            return Optional.of(source);
          }
        }
      }
    }
    return file;
  }
}
