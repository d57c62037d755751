package io.github.topnkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class LintCommandTest {

  static final String DDL =
      """
      CREATE TABLE Bid (
        bidtime TIMESTAMP(3), price DECIMAL(10, 2), item STRING,
        WATERMARK FOR bidtime AS bidtime - INTERVAL '1' SECOND
      ) WITH ('connector' = 'kafka');
      """;

  /** A Window Top-N without window_end (an error) on a table of the schema. */
  static final String QUERY =
      """
      SELECT * FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start ORDER BY price DESC) AS rownum
        FROM TABLE(TUMBLE(TABLE Bid, DESCRIPTOR(bidtime), INTERVAL '10' MINUTES)))
      WHERE rownum <= 3;
      """;

  static final String UNKNOWN_TABLE = "SELECT * FROM Nope;\n";

  @TempDir Path dir;

  private final ObjectMapper mapper = new ObjectMapper();

  private Path write(String name, String text) throws Exception {
    Path file = dir.resolve(name);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }

  private JsonNode json(Cli.Run run) throws Exception {
    assertThat(run.err()).isEmpty();
    return mapper.readTree(run.out());
  }

  @Nested
  class ExitCodes {

    @Test
    void zeroForACleanFile() throws Exception {
      write("clean.sql", "SELECT 1;\n");
      Cli.Run run = Cli.run(dir, "lint", "clean.sql");
      assertThat(run.exit()).isZero();
      assertThat(run.out()).isEqualTo("1 file checked, no findings\n");
      assertThat(run.err()).isEmpty();
    }

    @Test
    void oneForAnErrorFinding() throws Exception {
      write("q.sql", DDL + QUERY);
      Cli.Run run = Cli.run(dir, "lint", "q.sql");
      assertThat(run.exit()).isEqualTo(1);
      assertThat(run.out())
          .startsWith("q.sql:6:32: error: [WindowBoundsMissingFromPartition] ")
          .endsWith("1 file checked, 1 finding: 1 error, 0 warnings, 0 info\n");
    }

    @Test
    void followTheFailOnThreshold() throws Exception {
      write("info.sql", UNKNOWN_TABLE);
      write("q.sql", DDL + QUERY);
      assertThat(Cli.run(dir, "lint", "info.sql").exit()).isZero();
      assertThat(Cli.run(dir, "lint", "--fail-on", "warning", "info.sql").exit()).isZero();
      assertThat(Cli.run(dir, "lint", "--fail-on", "info", "info.sql").exit()).isEqualTo(1);
      assertThat(Cli.run(dir, "lint", "--fail-on", "none", "q.sql").exit()).isZero();
    }

    @Test
    void twoWithOneLineForAMissingPath() throws Exception {
      write("q.sql", "SELECT 1;\n");
      Cli.Run run = Cli.run(dir, "lint", "q.sql", "nope/missing.sql");
      assertThat(run.exit()).isEqualTo(2);
      assertThat(run.err()).isEqualTo("topnkit: nope/missing.sql: no such file or directory\n");
      assertThat(run.out()).isEmpty();
    }

    @Test
    void twoForAnOutputFileThatCannotBeWritten() throws Exception {
      write("q.sql", "SELECT 1;\n");
      Files.createDirectories(dir.resolve("reports"));
      Cli.Run run = Cli.run(dir, "lint", "--output", "reports", "q.sql");
      assertThat(run.exit()).isEqualTo(2);
      assertThat(run.err()).isEqualTo("topnkit: cannot write reports: Is a directory\n");
    }

    @Test
    void oneForAFileThatIsNotSqlText() throws Exception {
      Files.write(dir.resolve("bin.sql"), new byte[] {'S', 0, 'L'});
      Cli.Run run = Cli.run(dir, "lint", "bin.sql");
      assertThat(run.exit()).isEqualTo(1);
      assertThat(run.out()).startsWith("bin.sql:1:2: error: [UnreadableFile] file looks binary");
    }

    @Test
    void oneForFilesOverTheSizeLimit() throws Exception {
      write("q.sql", "SELECT 1;\n");
      Cli.Run run = Cli.run(dir, "lint", "--max-file-size", "5", "q.sql");
      assertThat(run.exit()).isEqualTo(1);
      assertThat(run.out())
          .startsWith(
              "q.sql:1:1: error: [UnreadableFile] file is 10 bytes, over the limit of 5 bytes");
      Cli.Run stdin = Cli.runWithInput(dir, "SELECT 1;", "lint", "--max-file-size", "5", "-");
      assertThat(stdin.out())
          .startsWith("<stdin>:1:1: error: [UnreadableFile] input is over the limit");
    }
  }

  @Nested
  class Usage {

    @Test
    void unknownOptionsAndBadValuesAreOneLineErrors() {
      Cli.Run unknown = Cli.run(dir, "lint", "--nope", "x.sql");
      assertThat(unknown.exit()).isEqualTo(2);
      assertThat(unknown.err())
          .isEqualTo("topnkit: Unknown option: '--nope' (see 'topnkit lint --help')\n");
      Cli.Run format = Cli.run(dir, "lint", "--format", "xml", "x.sql");
      assertThat(format.exit()).isEqualTo(2);
      assertThat(format.err())
          .isEqualTo(
              "topnkit: Invalid value for option '--format': unknown format 'xml' (expected one"
                  + " of: text, json, sarif, checkstyle) (see 'topnkit lint --help')\n");
      Cli.Run version = Cli.run(dir, "lint", "--flink-version", "1.19", "x.sql");
      assertThat(version.exit()).isEqualTo(2);
      assertThat(version.err()).contains("unsupported Flink version '1.19'").hasLineCount(1);
    }

    @Test
    void pathsAreRequired() {
      Cli.Run run = Cli.run(dir, "lint");
      assertThat(run.exit()).isEqualTo(2);
      assertThat(run.err()).startsWith("topnkit: Missing required parameter").hasLineCount(1);
    }

    @Test
    void acceptsEveryFlinkVersionLine() throws Exception {
      write("q.sql", "SELECT 1;\n");
      Map<String, String> lines =
          Map.of(
              "1.20", "1.20", "1.20.4", "1.20", "2.0", "2.0", "2.1", "2.1", "2.2", "2.2", "2.3.0",
              "2.3");
      for (Map.Entry<String, String> e : lines.entrySet()) {
        Cli.Run run =
            Cli.run(dir, "lint", "--format", "json", "--flink-version", e.getKey(), "q.sql");
        assertThat(run.exit()).as(e.getKey()).isZero();
        assertThat(json(run).get("flinkVersion").asText()).isEqualTo(e.getValue());
      }
    }
  }

  @Nested
  class Inputs {

    @Test
    void readsStandardInputAsStdin() throws Exception {
      Cli.Run run = Cli.runWithInput(dir, DDL + QUERY, "lint", "--format", "json", "-");
      assertThat(run.exit()).isEqualTo(1);
      JsonNode file = json(run).at("/files/0");
      assertThat(file.get("path").asText()).isEqualTo("<stdin>");
      assertThat(file.at("/diagnostics/0/ruleId").asText())
          .isEqualTo("WindowBoundsMissingFromPartition");
    }

    @Test
    void searchesFoldersForSqlFilesInSortedOrderSkippingHiddenOnes() throws Exception {
      write("sql/b.sql", "SELECT 1;\n");
      write("sql/a/c.sql", UNKNOWN_TABLE);
      write("sql/D.SQL", "SELECT 2;\n");
      write("sql/notes.txt", "not sql");
      write("sql/.hidden/x.sql", UNKNOWN_TABLE);
      write("top.sql", "SELECT 3;\n");
      Cli.Run run = Cli.run(dir, "lint", "--format", "json", "top.sql", "sql", "sql/b.sql");
      JsonNode files = json(run).get("files");
      assertThat(files)
          .extracting(f -> f.get("path").asText())
          .containsExactly("top.sql", "sql/D.SQL", "sql/a/c.sql", "sql/b.sql");
      assertThat(run.exit()).isZero();
    }

    @Test
    void takesLinksToSqlFilesInAFolderButNotLinksToFolders() throws Exception {
      write("elsewhere/a.sql", UNKNOWN_TABLE);
      write("elsewhere/dir.sql/b.sql", UNKNOWN_TABLE);
      Files.createDirectories(dir.resolve("sql"));
      try {
        Files.createSymbolicLink(dir.resolve("sql/a.sql"), dir.resolve("elsewhere/a.sql"));
        Files.createSymbolicLink(dir.resolve("sql/dir.sql"), dir.resolve("elsewhere/dir.sql"));
      } catch (UnsupportedOperationException | IOException e) {
        Assumptions.abort("no symbolic links here: " + e);
      }
      Cli.Run run = Cli.run(dir, "lint", "--format", "json", "sql");
      assertThat(json(run).get("files"))
          .extracting(f -> f.get("path").asText())
          .containsExactly("sql/a.sql");
    }

    @Test
    void warnsAboutAFolderWithoutSqlFiles() throws Exception {
      Files.createDirectories(dir.resolve("empty"));
      Cli.Run run = Cli.run(dir, "lint", "empty");
      assertThat(run.exit()).isZero();
      assertThat(run.err()).isEqualTo("topnkit: warning: no .sql files found in empty\n");
      assertThat(run.out()).isEqualTo("0 files checked, no findings\n");
    }
  }

  @Nested
  class Formats {

    @BeforeEach
    void files() throws Exception {
      write("q.sql", DDL + QUERY);
      write("u.sql", UNKNOWN_TABLE);
    }

    @Test
    void json() throws Exception {
      Cli.Run run = Cli.run(dir, "lint", "-f", "json", "q.sql", "u.sql");
      JsonNode root = LintCommandTest.this.json(run);
      assertThat(root.get("files")).hasSize(2);
      assertThat(root.at("/files/1/diagnostics/0/ruleId").asText()).isEqualTo("UnknownTable");
      assertThat(run.exit()).isEqualTo(1);
    }

    @Test
    void sarif() throws Exception {
      Cli.Run run = Cli.run(dir, "lint", "--format", "SARIF", "q.sql");
      JsonNode sarif = LintCommandTest.this.json(run);
      assertThat(sarif.get("version").asText()).isEqualTo("2.1.0");
      assertThat(
              sarif
                  .at("/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri")
                  .asText())
          .isEqualTo("q.sql");
    }

    @Test
    void checkstyle() throws Exception {
      Cli.Run run = Cli.run(dir, "lint", "--format", "checkstyle", "q.sql");
      assertThat(run.err()).isEmpty();
      var doc =
          DocumentBuilderFactory.newInstance()
              .newDocumentBuilder()
              .parse(new ByteArrayInputStream(run.out().getBytes(StandardCharsets.UTF_8)));
      assertThat(doc.getElementsByTagName("error").getLength()).isEqualTo(1);
    }

    @Test
    void writesTheReportToAFileAndNothingToStandardOutput() throws Exception {
      Cli.Run run =
          Cli.run(dir, "lint", "--format", "sarif", "--output", "build/out/report.sarif", "q.sql");
      assertThat(run.out()).isEmpty();
      assertThat(run.err()).isEmpty();
      assertThat(run.exit()).isEqualTo(1);
      assertThat(
              mapper.readTree(dir.resolve("build/out/report.sarif").toFile()).at("/runs/0/results"))
          .hasSize(1);
    }
  }

  @Nested
  class Configuration {

    private Path project;

    @BeforeEach
    void project() throws Exception {
      project = Files.createDirectories(dir.resolve("project/sub"));
      write("project/sub/u.sql", UNKNOWN_TABLE);
    }

    @Test
    void isFoundInAParentFolder() throws Exception {
      write("project/.topnkit.yml", "flinkVersion: 1.20\nfailOn: info\n");
      Cli.Run run = Cli.run(project, "lint", "--format", "json", "u.sql");
      assertThat(json(run).get("flinkVersion").asText()).isEqualTo("1.20");
      assertThat(run.exit()).isEqualTo(1);
    }

    @Test
    void isOverriddenByCommandLineOptions() throws Exception {
      write("project/.topnkit.yml", "flinkVersion: 1.20\nfailOn: info\n");
      Cli.Run run =
          Cli.run(
              project,
              "lint",
              "--format",
              "json",
              "--flink-version",
              "2.1",
              "--fail-on",
              "error",
              "u.sql");
      assertThat(json(run).get("flinkVersion").asText()).isEqualTo("2.1");
      assertThat(run.exit()).isZero();
    }

    @Test
    void disablesRulesAndChangesSeverities() throws Exception {
      write("project/.topnkit.yml", "rules:\n  severity:\n    UnknownTable: error\n");
      Cli.Run run = Cli.run(project, "lint", "u.sql");
      assertThat(run.out()).startsWith("u.sql:1:15: error: [UnknownTable]");
      assertThat(run.exit()).isEqualTo(1);
      write("project/.topnkit.yml", "rules:\n  disable: [UnknownTable]\n");
      assertThat(Cli.run(project, "lint", "u.sql").out())
          .isEqualTo("1 file checked, no findings\n");
    }

    @Test
    void readsSchemaFilesRelativeToTheConfigFile() throws Exception {
      write("project/ddl/tables.sql", DDL);
      write("project/.topnkit.yml", "schema: [ddl/tables.sql]\n");
      write("project/sub/q.sql", QUERY);
      Cli.Run run = Cli.run(project, "lint", "--format", "json", "q.sql");
      assertThat(json(run).at("/files/0/diagnostics"))
          .extracting(d -> d.get("ruleId").asText())
          .containsExactly("WindowBoundsMissingFromPartition");
    }

    @Test
    void takesSchemaFilesFromTheCommandLineInstead() throws Exception {
      write("project/sub/tables.sql", DDL);
      write("project/sub/q.sql", QUERY);
      Cli.Run without = Cli.run(project, "lint", "--format", "json", "q.sql");
      assertThat(json(without).at("/files/0/diagnostics"))
          .extracting(d -> d.get("ruleId").asText())
          .contains("UnknownTable")
          .doesNotContain("WindowBoundsMissingFromPartition");
      Cli.Run with =
          Cli.run(project, "lint", "--format", "json", "--schema", "tables.sql", "q.sql");
      assertThat(json(with).at("/files/0/diagnostics"))
          .extracting(d -> d.get("ruleId").asText())
          .containsExactly("WindowBoundsMissingFromPartition");
    }

    @Test
    void usesAnExplicitConfigFile() throws Exception {
      write("other.yml", "rules:\n  disable: [UnknownTable]\n");
      Cli.Run run = Cli.run(project, "lint", "--config", "../../other.yml", "u.sql");
      assertThat(run.out()).isEqualTo("1 file checked, no findings\n");
      Cli.Run missing = Cli.run(project, "lint", "--config", "none.yml", "u.sql");
      assertThat(missing.exit()).isEqualTo(2);
      assertThat(missing.err()).isEqualTo("topnkit: none.yml: no such file or directory\n");
    }

    @Test
    void reportsABadConfigFileWithItsPosition() throws Exception {
      write("project/.topnkit.yml", "mode: streaming\nrules:\n  disable: [Nonsense]\n");
      Cli.Run run = Cli.run(project, "lint", "u.sql");
      assertThat(run.exit()).isEqualTo(2);
      assertThat(run.err())
          .isEqualTo(
              "topnkit: "
                  + dir.resolve("project/.topnkit.yml")
                  + ":3:13: unknown rule 'Nonsense' (run 'topnkit rules' for the list)\n");
      assertThat(run.out()).isEmpty();
    }

    @Test
    void reportsSyntaxErrorsInSchemaFiles() throws Exception {
      write("project/sub/bad.sql", "CREATE TABLE t (a INT,, b INT);\n");
      Cli.Run run = Cli.run(project, "lint", "--schema", "bad.sql", "u.sql");
      assertThat(run.exit()).isEqualTo(2);
      assertThat(run.err())
          .startsWith("topnkit: bad.sql:1:23: syntax error in schema file: ")
          .hasLineCount(1);
    }
  }

  @Test
  void worksWithAPlainCommandLineToo() throws Exception {
    Path q = write("q.sql", DDL + QUERY);
    assertThat(new CommandLine(new TopnkitCli()).execute("lint", q.toString())).isEqualTo(1);
    assertThat(
            new CommandLine(new TopnkitCli()).execute("lint", dir.resolve("none.sql").toString()))
        .isEqualTo(2);
  }
}
