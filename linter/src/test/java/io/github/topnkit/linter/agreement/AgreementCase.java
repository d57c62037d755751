package io.github.topnkit.linter.agreement;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One statement of the agreement corpus with the DDL and settings it runs under.
 *
 * <p>A corpus file holds shared DDL, then cases, each headed by {@code -- case: name} and optional
 * {@code -- mode: batch}, {@code -- set: key=value} and {@code -- versions: 1.20} lines. Every
 * statement ends with a semicolon at the end of a line.
 */
record AgreementCase(
    String file,
    int line,
    String name,
    boolean streaming,
    List<String> versions,
    List<String> ddl,
    Map<String, String> options,
    String statement) {

  boolean runsOn(String version) {
    return versions.isEmpty() || versions.contains(version);
  }

  /** The script the linter sees: DDL, SET statements, then the case's statement. */
  String script() {
    StringBuilder sb = new StringBuilder();
    for (String d : ddl) {
      sb.append(d).append(";\n");
    }
    if (!streaming) {
      sb.append("SET 'execution.runtime-mode' = 'batch';\n");
    }
    options.forEach(
        (k, v) -> sb.append("SET '").append(k).append("' = '").append(v).append("';\n"));
    sb.append(statement).append(";\n");
    return sb.toString();
  }

  static List<AgreementCase> load(String resource) {
    String text;
    try (InputStream in = AgreementCase.class.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalArgumentException("no corpus file " + resource);
      }
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    List<AgreementCase> cases = new ArrayList<>();
    List<String> ddl = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    StringBuilder current = new StringBuilder();
    String name = null;
    int caseLine = 0;
    boolean streaming = true;
    List<String> versions = new ArrayList<>();
    Map<String, String> options = new LinkedHashMap<>();
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      String trimmed = line.trim();
      if (trimmed.startsWith("-- case:")) {
        name = trimmed.substring("-- case:".length()).trim();
        caseLine = i + 1;
        streaming = true;
        versions = new ArrayList<>();
        options = new LinkedHashMap<>();
        current.setLength(0);
        continue;
      }
      if (trimmed.startsWith("-- mode:")) {
        streaming = !trimmed.contains("batch");
        continue;
      }
      if (trimmed.startsWith("-- versions:")) {
        for (String v : trimmed.substring("-- versions:".length()).split(",")) {
          versions.add(v.trim());
        }
        continue;
      }
      if (trimmed.startsWith("-- set:")) {
        String kv = trimmed.substring("-- set:".length()).trim();
        int eq = kv.indexOf('=');
        options.put(kv.substring(0, eq).trim(), kv.substring(eq + 1).trim());
        continue;
      }
      if (trimmed.startsWith("--") && current.length() == 0) {
        continue;
      }
      current.append(line).append('\n');
      if (trimmed.endsWith(";")) {
        String statement = current.toString().trim();
        statement = statement.substring(0, statement.length() - 1).trim();
        current.setLength(0);
        if (name == null) {
          ddl.add(statement);
        } else {
          cases.add(
              new AgreementCase(
                  resource,
                  caseLine,
                  name,
                  streaming,
                  List.copyOf(versions),
                  List.copyOf(ddl),
                  Map.copyOf(options),
                  statement));
          name = null;
        }
      }
    }
    return cases;
  }
}
