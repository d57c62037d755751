package io.github.topnkit.specs.faces;

import io.github.topnkit.cli.Topnkit;
import io.github.topnkit.junit.config.EngineConfig;
import io.github.topnkit.junit.descriptor.SpecCaseDescriptor;
import io.github.topnkit.junit.descriptor.SpecRunDescriptor;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.maven.spec.CaseResult;
import io.github.topnkit.maven.spec.SpecRequest;
import io.github.topnkit.maven.spec.SpecSuite;
import io.github.topnkit.reference.CaseEngines;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecFile;
import io.github.topnkit.spec.parse.SpecParser;
import io.github.topnkit.spec.verify.CaseVerifier;
import io.github.topnkit.spec.verify.EngineChoice;
import io.github.topnkit.spec.verify.Engines;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.EventType;
import org.opentest4j.MultipleFailuresError;

/**
 * Runs a folder of spec files through each face (the JUnit engine, {@code topnkit run}, the Maven
 * {@code spec} goal's suite) and collects what each reported, keyed {@code file:line:col [mode]}
 * with the file relative to the folder.
 */
final class Faces {

  private static final Pattern CLI_TITLE =
      Pattern.compile("^(PASS|FAIL|SKIP|UNSUPPORTED)  (\\S+): .* \\[(streaming|batch)\\]$");

  private Faces() {}

  /**
   * The JUnit engine's results, with Flink on or off. The engine names a spec file selected by its
   * path as that path, absolute here; the other faces were given paths relative to the folder.
   */
  static Map<String, Seen> junit(Path folder, boolean flink) {
    List<Event> events =
        EngineTestKit.engine("topnkit")
            .configurationParameter(EngineConfig.FLINK_ENABLED, String.valueOf(flink))
            .selectors(DiscoverySelectors.selectDirectory(folder.toFile()))
            .execute()
            .allEvents()
            .list();
    Map<String, Seen> seen = new TreeMap<>();
    for (Event event : events) {
      TestDescriptor test = event.getTestDescriptor();
      if (event.getType() == EventType.SKIPPED) {
        String reason = event.getRequiredPayload(String.class);
        for (ExecutionMode mode : runs(test)) {
          seen.put(key(folder, test, mode), new Seen(Seen.Kind.SKIP, List.of(reason)));
        }
      } else if (event.getType() == EventType.FINISHED && test.isTest()) {
        TestExecutionResult result = event.getRequiredPayload(TestExecutionResult.class);
        seen.put(key(folder, test, runs(test).get(0)), relative(folder, seen(result)));
      }
    }
    return seen;
  }

  private static Seen relative(Path folder, Seen seen) {
    String prefix = folder.toAbsolutePath() + "/";
    return new Seen(seen.kind(), seen.texts().stream().map(t -> t.replace(prefix, "")).toList());
  }

  private static Seen seen(TestExecutionResult result) {
    Optional<Throwable> thrown = result.getThrowable();
    return switch (result.getStatus()) {
      case SUCCESSFUL -> new Seen(Seen.Kind.PASS, List.of());
      case ABORTED -> new Seen(Seen.Kind.UNSUPPORTED, List.of(thrown.orElseThrow().getMessage()));
      case FAILED -> new Seen(Seen.Kind.FAIL, messages(thrown.orElseThrow()));
    };
  }

  private static List<String> messages(Throwable failure) {
    if (failure instanceof MultipleFailuresError multiple) {
      return multiple.getFailures().stream().map(Throwable::getMessage).toList();
    }
    return List.of(failure.getMessage());
  }

  private static List<ExecutionMode> runs(TestDescriptor test) {
    if (test instanceof SpecRunDescriptor run) {
      return List.of(run.mode());
    }
    if (test instanceof SpecCaseDescriptor c) {
      return c.specCase().mode().runs();
    }
    return List.of();
  }

  private static String key(Path folder, TestDescriptor test, ExecutionMode mode) {
    FileSource source = (FileSource) test.getSource().orElseThrow();
    FilePosition at = source.getPosition().orElseThrow();
    String file = folder.relativize(source.getFile().toPath()).toString().replace('\\', '/');
    return file
        + ":"
        + at.getLine()
        + ":"
        + at.getColumn().orElseThrow()
        + " ["
        + mode.label()
        + "]";
  }

  /** What {@code topnkit run} printed, with the given engines. */
  static Map<String, Seen> cli(Path folder, String engine) {
    StringWriter out = new StringWriter();
    var command = Topnkit.commandLine(folder, new ByteArrayInputStream(new byte[0]));
    command.setOut(new PrintWriter(out, true));
    command.setErr(new PrintWriter(new StringWriter(), true));
    List<String> args = new ArrayList<>(List.of("run", "--engine", engine));
    args.addAll(specFiles(folder));
    command.execute(args.toArray(String[]::new));
    return parseCli(out.toString());
  }

  private static Map<String, Seen> parseCli(String printed) {
    Map<String, Seen> seen = new TreeMap<>();
    List<String> lines = Arrays.asList(printed.split("\\R"));
    for (int i = 0; i < lines.size(); i++) {
      Matcher title = CLI_TITLE.matcher(lines.get(i));
      if (!title.matches()) {
        continue;
      }
      StringBuilder detail = new StringBuilder();
      for (int j = i + 1; j < lines.size() && lines.get(j).startsWith("  "); j++) {
        detail.append(lines.get(j).substring(2)).append('\n');
      }
      String text = detail.toString().stripTrailing();
      seen.put(
          title.group(2) + " [" + title.group(3) + "]",
          new Seen(Seen.Kind.valueOf(title.group(1)), List.of(text)));
    }
    return seen;
  }

  /** What the Maven {@code spec} goal's suite reported, with the given engines. */
  static Map<String, Seen> maven(Path folder, EngineChoice choice) {
    SpecRequest request =
        new SpecRequest(
            folder,
            List.of(folder),
            List.of(),
            choice,
            Optional.empty(),
            folder.resolve("target"),
            Duration.ofSeconds(60));
    Map<String, Seen> seen = new TreeMap<>();
    try (Engines engines = CaseEngines.open(choice, Optional.empty())) {
      Map<String, List<CaseResult>> byFile =
          new SpecSuite(request, new CaseVerifier(engines, request.timeout())).run();
      for (List<CaseResult> results : byFile.values()) {
        for (CaseResult r : results) {
          seen.put(r.position() + " [" + mode(folder, r) + "]", new Seen(kind(r), r.problems()));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return seen;
  }

  private static String mode(Path folder, CaseResult r) {
    Matcher both = Pattern.compile(" \\[(streaming|batch)\\]$").matcher(r.name());
    if (both.find()) {
      return both.group(1);
    }
    return caseMode(folder, r).label();
  }

  /** A single-mode case's mode, read from the spec file the result names. */
  private static ExecutionMode caseMode(Path folder, CaseResult r) {
    SpecFile file;
    try {
      file =
          new SpecParser()
              .parse(r.file(), Files.readAllBytes(folder.resolve(r.file())))
              .specFile()
              .orElseThrow();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file.cases().stream()
        .filter(c -> c.position().toString().equals(r.position()))
        .map(SpecCase::mode)
        .findFirst()
        .orElseThrow()
        .runs()
        .get(0);
  }

  private static Seen.Kind kind(CaseResult r) {
    return switch (r.status()) {
      case PASSED -> Seen.Kind.PASS;
      case FAILED, ERROR -> Seen.Kind.FAIL;
      case SKIPPED -> Seen.Kind.SKIP_OR_UNSUPPORTED;
    };
  }

  static List<String> specFiles(Path folder) {
    try (Stream<Path> files = Files.walk(folder)) {
      return files
          .filter(p -> p.toString().endsWith(".spec.yaml"))
          .map(p -> folder.relativize(p).toString().replace('\\', '/'))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
