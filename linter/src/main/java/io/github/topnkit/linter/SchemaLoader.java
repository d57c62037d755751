package io.github.topnkit.linter;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.config.ConfigException;
import io.github.topnkit.linter.config.ConfigFile;
import io.github.topnkit.linter.messages.Messages;
import io.github.topnkit.linter.model.ScriptAnalyzer;
import io.github.topnkit.linter.parse.ParsedScript;
import io.github.topnkit.linter.parse.SourceDecoder;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.linter.parse.SqlFrontEnd;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Builds the catalog of a project's schema files: their DDL is parsed with Flink's parser and run
 * in order as the SQL client would, so each file may use the tables of the ones before it.
 */
public final class SchemaLoader {

  private final LintOptions options;
  private final Path displayBase;

  /**
   * @param options version, dialect, mode and file size limit to read the DDL with
   * @param displayBase the folder error messages name schema files relative to
   */
  public SchemaLoader(LintOptions options, Path displayBase) {
    this.options = options;
    this.displayBase = displayBase.toAbsolutePath().normalize();
  }

  /** The catalog of all files on top of the options' schema; the first problem is thrown. */
  public Catalog load(List<Path> files) throws ConfigException {
    Catalog catalog = options.schema();
    SqlFrontEnd frontEnd = new SqlFrontEnd();
    for (Path file : files) {
      String display = display(file);
      byte[] bytes;
      try {
        bytes = Files.readAllBytes(file);
      } catch (IOException e) {
        throw ConfigException.of(display, Messages.schemaUnreadable(Messages.ioReason(e)));
      }
      SourceDecoder.Result decoded =
          new SourceDecoder(options.maxFileBytes()).decode(display, bytes);
      if (!decoded.ok()) {
        throw ConfigException.at(display, decoded.problemSpan(), decoded.problem());
      }
      ParsedScript script = frontEnd.parse(decoded.source());
      if (!script.problems().isEmpty()) {
        ParsedScript.SyntaxProblem first = script.problems().get(0);
        throw ConfigException.at(
            display,
            first.span(),
            Messages.schemaSyntaxError(first.message(), script.problems().size() - 1));
      }
      catalog =
          new ScriptAnalyzer(catalog, options.version(), options.mode(), options.dialect(), display)
              .analyze(script)
              .catalog();
    }
    return withFunctions(catalog, frontEnd);
  }

  /**
   * The catalog with the options' functions declared; each type is read by Flink's parser as a
   * column type, so it takes the names and defaults of DDL.
   */
  private Catalog withFunctions(Catalog catalog, SqlFrontEnd frontEnd) throws ConfigException {
    if (options.functions().isEmpty()) {
      return catalog;
    }
    Catalog result = catalog.copy();
    for (Map.Entry<String, String> f : options.functions().entrySet()) {
      String ddl =
          "CREATE TABLE `$function` (`result` " + f.getValue() + ") WITH ('connector' = 'x');";
      ParsedScript script = frontEnd.parse(SourceFile.of(ConfigFile.NAME, ddl));
      List<TableDef> tables =
          script.problems().isEmpty()
              ? new ScriptAnalyzer(
                      new Catalog(),
                      options.version(),
                      options.mode(),
                      options.dialect(),
                      ConfigFile.NAME)
                  .analyze(script)
                  .catalog()
                  .tables()
              : List.of();
      if (tables.size() != 1 || tables.get(0).columns().size() != 1) {
        String problem =
            script.problems().isEmpty() ? "not one type" : script.problems().get(0).message();
        throw ConfigException.of(
            ConfigFile.NAME, Messages.functionTypeInvalid(f.getKey(), f.getValue(), problem));
      }
      result.registerFunction(f.getKey(), tables.get(0).columns().get(0).type());
    }
    return result;
  }

  private String display(Path file) {
    Path absolute = file.toAbsolutePath().normalize();
    return absolute.startsWith(displayBase)
        ? displayBase.relativize(absolute).toString()
        : absolute.toString();
  }
}
