package io.github.topnkit.linter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.config.ConfigException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SchemaLoaderTest {

  @TempDir Path dir;

  private Catalog load(Path... files) throws ConfigException {
    return new SchemaLoader(LintOptions.defaults(), dir).load(List.of(files));
  }

  @Test
  void buildsTheCatalogFromDdlFilesInOrder() throws Exception {
    Path tables =
        Files.writeString(
            dir.resolve("tables.sql"),
            """
            CREATE TABLE Bid (
              bidtime TIMESTAMP(3), price DECIMAL(10, 2),
              WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
            ) WITH ('connector' = 'kafka');
            """);
    Path views =
        Files.writeString(
            dir.resolve("views.sql"), "CREATE VIEW Cheap AS SELECT * FROM Bid WHERE price < 1;\n");
    Catalog catalog = load(tables, views);
    assertThat(catalog.lookup(List.of("Bid"))).isPresent();
    assertThat(catalog.lookup(List.of("Cheap"))).isPresent();
    assertThat(catalog.lookup(List.of("Bid")).get().columns().get(0).type().timeKind())
        .isEqualTo(TimeKind.ROWTIME);
  }

  @Test
  void declaresTheConfiguredFunctionsWithTheirTypes() throws Exception {
    Catalog catalog =
        new SchemaLoader(
                LintOptions.defaults()
                    .withFunctions(Map.of("parse_price", "DECIMAL(10, 2)", "lim", "BIGINT")),
                dir)
            .load(List.of());
    assertThat(catalog.function("PARSE_PRICE")).hasValue(SqlType.decimal(10, 2));
    assertThat(catalog.function("Lim")).hasValue(SqlType.BIGINT);
    assertThat(catalog.function("other")).isEmpty();
  }

  @Test
  void refusesAFunctionTypeFlinkCannotRead() {
    assertThatThrownBy(
            () ->
                new SchemaLoader(LintOptions.defaults().withFunctions(Map.of("f", "INT(")), dir)
                    .load(List.of()))
        .isInstanceOf(ConfigException.class)
        .hasMessageStartingWith(
            ".topnkit.yml: the type 'INT(' of function 'f' is not a Flink SQL type: ");
  }

  @Test
  void reportsTheFirstSyntaxErrorWithItsPosition() throws Exception {
    Path bad =
        Files.writeString(
            dir.resolve("bad.sql"),
            "CREATE TABLE a (x INT);\nCREATE TABLE b (x INT,, y INT);\nCREATE TABLE c (;\n");
    assertThatThrownBy(() -> load(bad))
        .isInstanceOf(ConfigException.class)
        .hasMessageStartingWith("bad.sql:2:23: syntax error in schema file: Encountered \",\"")
        .hasMessageEndingWith("(and 1 more error)");
  }

  @Test
  void reportsUnreadableFiles() throws Exception {
    Path binary = Files.write(dir.resolve("bin.sql"), new byte[] {'a', 0, 'b'});
    assertThatThrownBy(() -> load(binary)).hasMessageStartingWith("bin.sql:1:2: file looks binary");
    assertThatThrownBy(() -> load(dir.resolve("none.sql")))
        .hasMessage("none.sql: cannot read schema file: no such file or directory");
  }
}
