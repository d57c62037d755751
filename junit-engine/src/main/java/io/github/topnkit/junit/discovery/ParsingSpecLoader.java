package io.github.topnkit.junit.discovery;

import io.github.topnkit.junit.source.SpecLocation;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.parse.ParseResult;
import io.github.topnkit.spec.parse.SpecParser;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Reads spec files with the spec-format parser; an unreadable file is a problem at its start.
 * Prefetched files are parsed on a thread per processor while discovery goes on: a package of spec
 * files is resolved one file after another, and parsing (YAML and each case's SQL) is the work.
 */
final class ParsingSpecLoader implements SpecLoader, AutoCloseable {

  private final SpecParser parser = new SpecParser();
  private final ExecutorService threads =
      Executors.newFixedThreadPool(
          Runtime.getRuntime().availableProcessors(),
          work -> {
            Thread t = new Thread(work, "topnkit-discovery");
            t.setDaemon(true);
            return t;
          });
  // Discovery resolves selectors on one thread, so the map needs no lock.
  private final Map<URI, Future<Loaded>> started = new HashMap<>();

  @Override
  public void prefetch(SpecLocation location) {
    started.computeIfAbsent(location.uri(), uri -> threads.submit(() -> read(location)));
  }

  @Override
  public Loaded load(SpecLocation location) {
    Future<Loaded> started = this.started.remove(location.uri());
    if (started == null) {
      return read(location);
    }
    try {
      return started.get();
    } catch (InterruptedException e) {
      started.cancel(true);
      Thread.currentThread().interrupt();
      return read(location);
    } catch (ExecutionException e) {
      // Reading never throws for a bad file; whatever did fails again here, where discovery
      // reports it as it would without the prefetch.
      return read(location);
    }
  }

  private Loaded read(SpecLocation location) {
    byte[] bytes;
    try {
      bytes = location.read();
    } catch (UncheckedIOException e) {
      return new Loaded(
          Optional.empty(),
          List.of(new SpecException(new Position(location.name(), 1, 1), e.getMessage())));
    }
    ParseResult result = parser.parse(location.name(), bytes);
    return new Loaded(result.specFile(), result.problems());
  }

  /** Stops parsing files that were hinted at but never loaded. */
  @Override
  public void close() {
    threads.shutdownNow();
  }
}
