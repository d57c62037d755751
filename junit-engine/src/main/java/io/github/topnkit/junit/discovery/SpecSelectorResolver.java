package io.github.topnkit.junit.discovery;

import io.github.topnkit.junit.descriptor.SpecCaseDescriptor;
import io.github.topnkit.junit.descriptor.SpecFileDescriptor;
import io.github.topnkit.junit.descriptor.SpecRunDescriptor;
import io.github.topnkit.junit.source.SpecLocation;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.SpecFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.platform.commons.io.Resource;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.discovery.ClasspathResourceSelector;
import org.junit.platform.engine.discovery.DirectorySelector;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.discovery.FilePosition;
import org.junit.platform.engine.discovery.FileSelector;
import org.junit.platform.engine.discovery.UniqueIdSelector;
import org.junit.platform.engine.discovery.UriSelector;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/**
 * Resolves files, directories, classpath resources, URIs ({@code ?line=N}) and unique ids to spec
 * files, cases and runs; a malformed spec file becomes an error discovery issue at its position.
 */
final class SpecSelectorResolver implements SelectorResolver {

  private final SpecLoader loader;
  private final DiscoveryIssueReporter issues;
  private final Map<URI, Optional<SpecFile>> parsed = new HashMap<>();

  SpecSelectorResolver(SpecLoader loader, DiscoveryIssueReporter issues) {
    this.loader = loader;
    this.issues = issues;
  }

  @Override
  public Resolution resolve(FileSelector selector, Context context) {
    Path path = selector.getPath();
    if (!SpecFiles.isSpec(path.toString()) || !Files.isRegularFile(path)) {
      return Resolution.unresolved();
    }
    return spec(SpecLocation.ofFile(path), selector.getPosition().map(FilePosition::getLine));
  }

  @Override
  public Resolution resolve(DirectorySelector selector, Context context) {
    Path dir = selector.getPath();
    if (!Files.isDirectory(dir)) {
      return Resolution.unresolved();
    }
    Set<DiscoverySelector> files = new LinkedHashSet<>();
    try (Stream<Path> walk = Files.walk(dir)) {
      walk.filter(p -> SpecFiles.isSpec(p.getFileName().toString()) && Files.isRegularFile(p))
          .sorted()
          .forEach(p -> files.add(DiscoverySelectors.selectFile(p.toFile())));
    } catch (IOException | UncheckedIOException e) {
      issues.reportIssue(
          DiscoveryIssue.builder(
                  DiscoveryIssue.Severity.ERROR,
                  "cannot list spec files under " + dir + ": " + e.getMessage())
              .cause(e));
      return Resolution.unresolved();
    }
    // JUnit 6.1 rejects an empty selector set: a folder without specs is simply unresolved.
    return files.isEmpty() ? Resolution.unresolved() : Resolution.selectors(files);
  }

  @Override
  public Resolution resolve(ClasspathResourceSelector selector, Context context) {
    if (!SpecFiles.isSpec(selector.getClasspathResourceName())) {
      return Resolution.unresolved();
    }
    Set<DiscoverySelector> specs = new LinkedHashSet<>();
    Optional<Integer> line = selector.getPosition().map(FilePosition::getLine);
    for (Resource resource : selector.getResources()) {
      SpecLocation location = SpecLocation.ofResource(resource.getName(), resource.getUri());
      // Selectors are resolved first in, first out: the files of a package are all hinted at
      // before the first one is loaded.
      loader.prefetch(location);
      specs.add(new SpecSelectors.Spec(location, line, true));
    }
    return specs.isEmpty() ? Resolution.unresolved() : Resolution.selectors(specs);
  }

  @Override
  public Resolution resolve(UriSelector selector, Context context) {
    URI uri = selector.getUri();
    Optional<Integer> line = SpecUris.line(uri);
    if ("classpath".equals(uri.getScheme())) {
      String resource = SpecUris.withoutQuery(uri);
      return Resolution.selectors(
          Set.of(
              line.map(
                      l ->
                          DiscoverySelectors.selectClasspathResource(
                              resource, FilePosition.from(l)))
                  .orElseGet(() -> DiscoverySelectors.selectClasspathResource(resource))));
    }
    if ("file".equals(uri.getScheme())) {
      Optional<Path> path = SpecUris.filePath(uri);
      if (path.isPresent() && Files.isDirectory(path.get())) {
        return Resolution.selectors(
            Set.of(DiscoverySelectors.selectDirectory(path.get().toFile())));
      }
      if (path.isPresent()
          && SpecFiles.isSpec(path.get().toString())
          && Files.isRegularFile(path.get())) {
        return spec(SpecLocation.ofFile(path.get()), line);
      }
    }
    return Resolution.unresolved();
  }

  @Override
  public Resolution resolve(UniqueIdSelector selector, Context context) {
    return SpecUniqueIds.toSelector(selector.getUniqueId())
        .map(s -> Resolution.selectors(Set.of(s)))
        .orElse(Resolution.unresolved());
  }

  @Override
  public Resolution resolve(DiscoverySelector selector, Context context) {
    if (selector instanceof SpecSelectors.Spec s) {
      return resolveSpec(s, context);
    }
    if (selector instanceof SpecSelectors.Case c) {
      return resolveCase(c, context);
    }
    if (selector instanceof SpecSelectors.Run r) {
      return resolveRun(r, context);
    }
    return Resolution.unresolved();
  }

  private Resolution spec(SpecLocation location, Optional<Integer> line) {
    loader.prefetch(location);
    return Resolution.selectors(Set.of(new SpecSelectors.Spec(location, line, true)));
  }

  private Resolution resolveSpec(SpecSelectors.Spec selector, Context context) {
    Optional<SpecFile> spec = load(selector.location());
    if (spec.isEmpty()) {
      return Resolution.unresolved();
    }
    Optional<SpecFileDescriptor> descriptor =
        context.addToParent(
            parent ->
                Optional.of(
                    new SpecFileDescriptor(parent.getUniqueId(), selector.location(), spec.get())));
    if (descriptor.isEmpty()) {
      return Resolution.unresolved();
    }
    if (!selector.expand()) {
      return Resolution.match(Match.partial(descriptor.get()));
    }
    List<SpecCase> cases = casesAt(spec.get().cases(), selector.line());
    return Resolution.match(
        Match.exact(
            descriptor.get(),
            () -> {
              Set<DiscoverySelector> children = new LinkedHashSet<>();
              for (SpecCase c : cases) {
                children.add(new SpecSelectors.Case(selector.location(), c.name(), true));
              }
              return children;
            }));
  }

  private Resolution resolveCase(SpecSelectors.Case selector, Context context) {
    Optional<SpecCase> found = caseNamed(selector.location(), selector.name());
    if (found.isEmpty()) {
      return Resolution.unresolved();
    }
    SpecCase specCase = found.get();
    Optional<SpecCaseDescriptor> descriptor =
        context.addToParent(
            () -> new SpecSelectors.Spec(selector.location(), Optional.empty(), false),
            parent ->
                Optional.of(
                    new SpecCaseDescriptor(parent.getUniqueId(), selector.location(), specCase)));
    if (descriptor.isEmpty()) {
      return Resolution.unresolved();
    }
    if (!selector.expand() || specCase.mode() != Mode.BOTH) {
      return Resolution.match(
          selector.expand() ? Match.exact(descriptor.get()) : Match.partial(descriptor.get()));
    }
    return Resolution.match(
        Match.exact(
            descriptor.get(),
            () -> {
              Set<DiscoverySelector> runs = new LinkedHashSet<>();
              for (ExecutionMode mode : Mode.BOTH.runs()) {
                runs.add(new SpecSelectors.Run(selector.location(), specCase.name(), mode));
              }
              return runs;
            }));
  }

  private Resolution resolveRun(SpecSelectors.Run selector, Context context) {
    Optional<SpecCase> found = caseNamed(selector.location(), selector.name());
    if (found.isEmpty() || found.get().mode() != Mode.BOTH) {
      return Resolution.unresolved();
    }
    Optional<SpecRunDescriptor> descriptor =
        context.addToParent(
            () -> new SpecSelectors.Case(selector.location(), selector.name(), false),
            parent ->
                Optional.of(
                    new SpecRunDescriptor(
                        parent.getUniqueId(), selector.location(), found.get(), selector.mode())));
    return descriptor.map(d -> Resolution.match(Match.exact(d))).orElse(Resolution.unresolved());
  }

  private Optional<SpecCase> caseNamed(SpecLocation location, String name) {
    return load(location)
        .flatMap(s -> s.cases().stream().filter(c -> c.name().equals(name)).findFirst());
  }

  /** The case at a line: the last one starting at or before it; all cases without a line. */
  static List<SpecCase> casesAt(List<SpecCase> cases, Optional<Integer> line) {
    if (line.isEmpty() || cases.isEmpty() || line.get() < cases.get(0).position().line()) {
      return cases;
    }
    SpecCase at = cases.get(0);
    for (SpecCase c : cases) {
      if (c.position().line() <= line.get()) {
        at = c;
      }
    }
    return List.of(at);
  }

  private Optional<SpecFile> load(SpecLocation location) {
    return parsed.computeIfAbsent(
        location.uri(),
        uri -> {
          SpecLoader.Loaded loaded = loader.load(location);
          for (SpecException problem : loaded.problems()) {
            issues.reportIssue(
                DiscoveryIssue.builder(DiscoveryIssue.Severity.ERROR, problem.getMessage())
                    .source(
                        location.source(problem.position().line(), problem.position().column())));
          }
          return loaded.problems().isEmpty() ? loaded.spec() : Optional.empty();
        });
  }
}
