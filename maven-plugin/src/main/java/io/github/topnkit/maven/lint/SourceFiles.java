package io.github.topnkit.maven.lint;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/** Finds the files of a set of folders that match includes and no excludes, in a stable order. */
public final class SourceFiles {

  private SourceFiles() {}

  /** The matching regular files, sorted within each folder; missing folders are skipped. */
  public static List<Path> find(
      List<Path> directories, List<String> includes, List<String> excludes) {
    List<AntPattern> in = includes.stream().map(AntPattern::compile).toList();
    List<AntPattern> out = excludes.stream().map(AntPattern::compile).toList();
    Set<Path> found = new LinkedHashSet<>();
    for (Path dir : directories) {
      if (!Files.isDirectory(dir)) {
        continue;
      }
      List<Path> files = new ArrayList<>();
      try (Stream<Path> walk = Files.walk(dir)) {
        walk.filter(Files::isRegularFile)
            .filter(
                f -> {
                  String rel = dir.relativize(f).toString().replace('\\', '/');
                  return AntPattern.anyMatches(in, rel) && !AntPattern.anyMatches(out, rel);
                })
            .forEach(files::add);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      files.sort(null);
      files.forEach(f -> found.add(f.toAbsolutePath().normalize()));
    }
    return List.copyOf(found);
  }
}
