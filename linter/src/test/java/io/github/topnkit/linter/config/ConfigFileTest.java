package io.github.topnkit.linter.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.target.Dialect;
import io.github.topnkit.linter.target.ExecutionMode;
import io.github.topnkit.linter.target.FlinkVersion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConfigFileTest {

  @TempDir Path dir;

  private ProjectConfig parse(String yaml) throws ConfigException {
    return ConfigFile.parse(".topnkit.yml", dir, yaml);
  }

  private void assertError(String yaml, String message) {
    assertThatThrownBy(() -> parse(yaml)).isInstanceOf(ConfigException.class).hasMessage(message);
  }

  @Nested
  class Reads {

    @Test
    void everyKey() throws Exception {
      Files.createDirectories(dir.resolve("ddl"));
      Files.writeString(dir.resolve("ddl/tables.sql"), "CREATE TABLE t (a INT);");
      ProjectConfig config =
          parse(
              """
              flinkVersion: 1.20
              dialect: confluent
              mode: batch
              schema:
                - ddl/tables.sql
              rules:
                disable: [UnknownTable]
                only:
                  - PlannerRejection
                  - UnknownTable
                severity:
                  PlannerRejection: warning
              failOn: warning
              functions:
                parse_price: DECIMAL(10, 2)
                ToMillis: BIGINT NOT NULL
              """);
      assertThat(config.flinkVersion()).hasValue(FlinkVersion.V1_20);
      assertThat(config.dialect()).hasValue(Dialect.CONFLUENT);
      assertThat(config.mode()).hasValue(ExecutionMode.BATCH);
      assertThat(config.schema()).containsExactly(dir.resolve("ddl/tables.sql"));
      assertThat(config.rules().disabled()).isEqualTo(Set.of("UnknownTable"));
      assertThat(config.rules().only()).isEqualTo(Set.of("PlannerRejection", "UnknownTable"));
      assertThat(config.rules().severities())
          .isEqualTo(Map.of("PlannerRejection", Severity.WARNING));
      assertThat(config.failOn()).hasValue(FailOn.WARNING);
      assertThat(config.functions())
          .containsExactly(
              Map.entry("parse_price", "DECIMAL(10, 2)"), Map.entry("ToMillis", "BIGINT NOT NULL"));
    }

    @Test
    void versionsWrittenAsNumbersOrStrings() throws Exception {
      assertThat(parse("flinkVersion: 2.0").flinkVersion()).hasValue(FlinkVersion.V2_0);
      assertThat(parse("flinkVersion: '2.3.0'").flinkVersion()).hasValue(FlinkVersion.V2_3);
    }

    @Test
    void anEmptyFileOrKeysWithoutValuesAsNothingSet() throws Exception {
      assertThat(parse("")).isEqualTo(ProjectConfig.EMPTY);
      assertThat(parse("# only a comment\n")).isEqualTo(ProjectConfig.EMPTY);
      ProjectConfig config = parse("schema:\nrules:\n");
      assertThat(config.schema()).isEmpty();
      assertThat(config.rules()).isEqualTo(RuleSettings.DEFAULT);
    }

    @Test
    void aSingleNameWhereAListIsExpected() throws Exception {
      assertThat(parse("rules:\n  disable: UnknownTable\n").rules().disabled())
          .containsExactly("UnknownTable");
    }

    @Test
    void theFileFromDiskResolvingSchemaAgainstItsFolder() throws Exception {
      Path project = Files.createDirectories(dir.resolve("project"));
      Files.writeString(project.resolve("s.sql"), "CREATE TABLE t (a INT);");
      Path file = Files.writeString(project.resolve(".topnkit.yml"), "schema: [s.sql]\n");
      assertThat(ConfigFile.load(file, "project/.topnkit.yml").schema())
          .containsExactly(project.resolve("s.sql"));
    }
  }

  @Nested
  class Finds {

    @Test
    void theNearestFileInTheFolderOrItsParents() throws Exception {
      Path nested = Files.createDirectories(dir.resolve("a/b/c"));
      Path top = Files.writeString(dir.resolve(".topnkit.yml"), "");
      Path middle = Files.writeString(dir.resolve("a/.topnkit.yml"), "");
      assertThat(ConfigFile.find(nested)).hasValue(middle);
      assertThat(ConfigFile.find(dir)).hasValue(top);
    }
  }

  @Nested
  class Rejects {

    @Test
    void unknownKeysWithASuggestion() {
      assertError(
          "mode: streaming\nflinkVersoin: 2.3\n",
          ".topnkit.yml:2:1: unknown key 'flinkVersoin'; did you mean 'flinkVersion'? (known keys:"
              + " flinkVersion, dialect, mode, schema, rules, failOn, functions)");
      assertError(
          "rules:\n  enable: [UnknownTable]\n",
          ".topnkit.yml:2:3: unknown key 'enable' (known keys: disable, only, severity)");
    }

    @Test
    void unknownRuleIds() {
      assertError(
          "rules:\n  disable:\n    - UnknownTable\n    - UnkownTable2\n",
          ".topnkit.yml:4:7: unknown rule 'UnkownTable2'; did you mean 'UnknownTable'?");
      assertError(
          "rules:\n  severity:\n    Whatever: error\n",
          ".topnkit.yml:3:5: unknown rule 'Whatever' (run 'topnkit rules' for the list)");
    }

    @Test
    void badValuesAtTheirPosition() {
      assertError(
          "flinkVersion: 3.1\n",
          ".topnkit.yml:1:15: unsupported Flink version '3.1' (supported: 1.20, 2.0, 2.1, 2.2,"
              + " 2.3)");
      assertError(
          "dialect: spark\n",
          ".topnkit.yml:1:10: unknown dialect 'spark' (expected one of: flink, confluent)");
      assertError(
          "mode: micro-batch\n",
          ".topnkit.yml:1:7: unknown execution mode 'micro-batch' (expected streaming or batch)");
      assertError(
          "failOn: fatal\n",
          ".topnkit.yml:1:9: unknown threshold 'fatal' (expected one of: error, warning, info,"
              + " none)");
      assertError(
          "rules:\n  severity:\n    UnknownTable: loud\n",
          ".topnkit.yml:3:19: unknown severity 'loud' (expected one of: info, warning, error)");
    }

    @Test
    void valuesOfTheWrongShape() {
      assertError("mode: [streaming]\n", ".topnkit.yml:1:7: mode needs a single value");
      assertError("flinkVersion:\n", ".topnkit.yml:1:14: flinkVersion needs a single value");
      assertError(
          "rules: [UnknownTable]\n", ".topnkit.yml:1:8: rules must be a mapping of keys to values");
      assertError(
          "rules:\n  disable: {UnknownTable: true}\n",
          ".topnkit.yml:2:12: rules.disable must be a list of names, such as [A, B]");
      assertError(
          "- a\n- b\n", ".topnkit.yml:1:1: the configuration must be a mapping of keys to values");
      assertError(
          "functions: [f]\n", ".topnkit.yml:1:12: functions must be a mapping of keys to values");
      assertError("functions:\n  f: [INT]\n", ".topnkit.yml:2:6: functions.f needs a single value");
      assertError(
          "functions:\n  my.f: INT\n",
          ".topnkit.yml:2:3: function name 'my.f' must be a plain SQL name, such as parse_price");
    }

    @Test
    void duplicateKeys() {
      assertError("mode: batch\nmode: streaming\n", ".topnkit.yml:2:1: duplicate key 'mode'");
    }

    @Test
    void missingSchemaFiles() {
      assertError(
          "schema:\n  - nope.sql\n", ".topnkit.yml:2:5: schema file 'nope.sql' does not exist");
    }

    @Test
    void yamlSyntaxErrorsWithTheirPosition() {
      assertThatThrownBy(() -> parse("mode: batch\nrules: [a, b\n"))
          .isInstanceOf(ConfigException.class)
          .hasMessageStartingWith(".topnkit.yml:3:1: invalid YAML: ");
      assertThatThrownBy(() -> parse("mode: 'batch\n"))
          .hasMessageStartingWith(".topnkit.yml:2:1: invalid YAML: found unexpected end of stream");
    }

    @Test
    void filesThatCannotBeRead() throws Exception {
      Path binary = Files.write(dir.resolve("bad.yml"), new byte[] {(byte) 0xff, (byte) 0xfe, 'a'});
      assertThatThrownBy(() -> ConfigFile.load(binary, "bad.yml"))
          .hasMessage("bad.yml: file is not valid UTF-8");
      assertThatThrownBy(() -> ConfigFile.load(dir.resolve("missing.yml"), "missing.yml"))
          .hasMessage("missing.yml: no such file or directory");
    }

    @Test
    void severalDocuments() {
      assertThatThrownBy(() -> parse("mode: batch\n---\nmode: streaming\n"))
          .hasMessageStartingWith(".topnkit.yml:2:1: invalid YAML: ");
    }
  }

  @Test
  void suggestionsOnlyForCloseNames() {
    assertThat(Suggestions.closest("failon", List.of("failOn", "mode"))).hasValue("failOn");
    assertThat(Suggestions.closest("xyz", List.of("failOn", "mode"))).isEmpty();
    assertThat(Suggestions.distance("kitten", "sitting")).isEqualTo(3);
  }
}
