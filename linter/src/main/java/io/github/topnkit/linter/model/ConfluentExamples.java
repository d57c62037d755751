package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The example tables of Confluent Cloud ({@code examples.marketplace.orders}) that Confluent's
 * documentation queries, declared from a bundled DDL file for the confluent dialect.
 */
public final class ConfluentExamples {

  private static final String RESOURCE = "/io/github/topnkit/linter/confluent/examples.sql";

  private ConfluentExamples() {}

  /** A copy of the catalog with the example tables added (the catalog's own tables win). */
  public static Catalog addTo(Catalog catalog) {
    Catalog examples =
        new ScriptAnalyzer(
                new Catalog(),
                FlinkVersion.DEFAULT,
                ExecutionMode.STREAMING,
                Dialect.CONFLUENT,
                RESOURCE)
            .analyze(new SqlFrontEnd().parse(SourceFile.of(RESOURCE, read())))
            .catalog();
    Catalog result = examples.copy();
    catalog.tables().forEach(result::register);
    return result;
  }

  private static String read() {
    try (InputStream in = ConfluentExamples.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing " + RESOURCE + " in the topnkit jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
