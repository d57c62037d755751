package io.github.topnkit.cli;

import io.github.topnkit.linter.messages.Messages;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystemException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The SQL inputs of a run: files as given, folders searched for {@code *.sql} in sorted order
 * (hidden folders skipped), and {@code -} for standard input.
 */
final class Inputs {

  static final String STDIN_ARGUMENT = "-";
  static final String STDIN_PATH = "<stdin>";

  /** One input: the path it is reported under, and the file (null for standard input). */
  record Input(String display, Path file) {
    boolean stdin() {
      return file == null;
    }
  }

  private Inputs() {}

  /** The inputs named by the arguments, each once, in argument order. */
  static List<Input> collect(List<String> arguments, Path workingDir, PrintWriter err)
      throws UserError {
    List<Input> inputs = new ArrayList<>();
    Set<Path> seen = new LinkedHashSet<>();
    boolean stdin = false;
    for (String argument : arguments) {
      if (argument.equals(STDIN_ARGUMENT)) {
        if (!stdin) {
          inputs.add(new Input(STDIN_PATH, null));
          stdin = true;
        }
        continue;
      }
      Path path = workingDir.resolve(argument);
      if (!Files.exists(path)) {
        throw new UserError(Messages.noSuchPath(argument));
      }
      List<Input> found =
          Files.isDirectory(path) ? directory(argument, path) : file(argument, path);
      if (Files.isDirectory(path) && found.isEmpty()) {
        err.println("topnkit: " + Messages.noSqlFiles(argument));
      }
      for (Input input : found) {
        if (seen.add(input.file().toAbsolutePath().normalize())) {
          inputs.add(input);
        }
      }
    }
    return inputs;
  }

  /** The path that failed, shown relative to the argument as the user wrote it. */
  private static String failedPath(String argument, Path root, IOException e) {
    if (e instanceof FileSystemException f && f.getFile() != null) {
      Path failed = Path.of(f.getFile());
      if (failed.startsWith(root)) {
        return Path.of(argument).resolve(root.relativize(failed)).normalize().toString();
      }
    }
    return argument;
  }

  private static List<Input> file(String argument, Path path) {
    return List.of(new Input(argument, path));
  }

  /** A file found below a folder, with its sort key (its path there with forward slashes). */
  private record Found(String sortKey, Path relative) {}

  private static List<Input> directory(String argument, Path root) throws UserError {
    List<Found> files = new ArrayList<>();
    try {
      Files.walkFileTree(
          root,
          new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
              boolean hidden = !dir.equals(root) && dir.getFileName().toString().startsWith(".");
              return hidden ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
              String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
              // The walk gives a link's own attributes: only a link needs a look at its target.
              boolean regular =
                  attrs.isRegularFile() || (attrs.isSymbolicLink() && Files.isRegularFile(file));
              if (name.endsWith(".sql") && regular) {
                Path relative = root.relativize(file);
                files.add(new Found(relative.toString().replace('\\', '/'), relative));
              }
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
              throw e;
            }
          });
    } catch (IOException e) {
      throw new UserError(
          Messages.unreadableFile(failedPath(argument, root, e), Messages.ioReason(e)));
    }
    // Each sort key made once, not at every comparison.
    files.sort(Comparator.comparing(Found::sortKey));
    List<Input> inputs = new ArrayList<>(files.size());
    for (Found file : files) {
      String display = Path.of(argument).resolve(file.relative()).normalize().toString();
      inputs.add(new Input(display, root.resolve(file.relative())));
    }
    return inputs;
  }
}
