package io.github.topnkit.maven.lint;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.Span;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The findings of earlier runs by file, each stored with the file's content hash, valid only for
 * the configuration key they were found with. A cache that is missing, unreadable or of another
 * configuration is empty; a stale entry is simply not used.
 */
final class LintCache {

  private static final int FORMAT = 1;
  private static final ObjectMapper JSON = new ObjectMapper();

  private record Entry(String hash, List<Diagnostic> diagnostics) {}

  private final String configKey;
  private final Map<String, Entry> old;
  private final Map<String, Entry> current = new TreeMap<>();

  private LintCache(String configKey, Map<String, Entry> old) {
    this.configKey = configKey;
    this.old = old;
  }

  /** The cache in the file, if it was written with the same configuration key. */
  static LintCache load(Optional<Path> file, String configKey) {
    Map<String, Entry> entries = new HashMap<>();
    if (file.isPresent() && Files.isRegularFile(file.get())) {
      try {
        JsonNode root = JSON.readTree(file.get().toFile());
        if (root.path("format").asInt() == FORMAT
            && configKey.equals(root.path("config").asText())) {
          root.path("files")
              .fields()
              .forEachRemaining(f -> entries.put(f.getKey(), entry(f.getValue())));
        }
      } catch (IOException | RuntimeException e) {
        // A damaged cache costs one full run, never a wrong result.
        entries.clear();
      }
    }
    return new LintCache(configKey, entries);
  }

  /** The findings stored for a file with this content hash. */
  Optional<List<Diagnostic>> get(String path, String hash) {
    Entry e = old.get(path);
    return e != null && e.hash().equals(hash) ? Optional.of(e.diagnostics()) : Optional.empty();
  }

  /** Records a file's findings for the cache this run writes. */
  void put(String path, String hash, List<Diagnostic> diagnostics) {
    current.put(path, new Entry(hash, List.copyOf(diagnostics)));
  }

  /** Writes the files recorded in this run (files gone since are dropped). */
  void save(Path file) throws IOException {
    ObjectNode root = JSON.createObjectNode();
    root.put("format", FORMAT);
    root.put("config", configKey);
    ObjectNode files = root.putObject("files");
    current.forEach(
        (path, e) -> {
          ObjectNode f = files.putObject(path);
          f.put("hash", e.hash());
          ArrayNode ds = f.putArray("diagnostics");
          for (Diagnostic d : e.diagnostics()) {
            Span s = d.span();
            ds.addObject()
                .put("ruleId", d.ruleId())
                .put("severity", d.severity().label())
                .put("message", d.message())
                .put("fix", d.fix())
                .put("startLine", s.startLine())
                .put("startColumn", s.startColumn())
                .put("endLine", s.endLine())
                .put("endColumn", s.endColumn());
          }
        });
    Files.createDirectories(file.toAbsolutePath().getParent());
    Path temp = file.resolveSibling(file.getFileName() + ".tmp");
    JSON.writeValue(temp.toFile(), root);
    Files.move(temp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
  }

  private static Entry entry(JsonNode node) {
    List<Diagnostic> ds = new ArrayList<>();
    for (JsonNode d : node.path("diagnostics")) {
      Span span =
          new Span(
              d.path("startLine").asInt(),
              d.path("startColumn").asInt(),
              d.path("endLine").asInt(),
              d.path("endColumn").asInt());
      ds.add(
          new Diagnostic(
              d.path("ruleId").asText(),
              Severity.parse(d.path("severity").asText()),
              d.path("message").asText(),
              span,
              d.path("fix").asText()));
    }
    return new Entry(node.path("hash").asText(), ds);
  }
}
