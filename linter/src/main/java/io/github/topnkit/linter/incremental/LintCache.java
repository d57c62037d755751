package io.github.topnkit.linter.incremental;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.config.RuleSettings;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.report.ToolInfo;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The findings of earlier runs by file, each stored with the file's content hash, valid only for
 * the configuration key they were found with, and the key of the reports that run wrote. A cache
 * that is missing, damaged or of another configuration is empty; a stale entry is simply not used.
 *
 * <p>A small binary file rather than JSON: reading it is most of an unchanged project's run. The
 * {@code lint} goal and {@code topnkit lint --cache} keep theirs in it.
 */
public final class LintCache {

  private static final int FORMAT = 2;

  private record Entry(String hash, List<Diagnostic> diagnostics) {}

  private final String configKey;
  private final String oldReportKey;
  private final Map<String, Entry> old;
  private final Map<String, Entry> current = new LinkedHashMap<>();

  private LintCache(String configKey, String oldReportKey, Map<String, Entry> old) {
    this.configKey = configKey;
    this.oldReportKey = oldReportKey;
    this.old = old;
  }

  /** The cache in the file, if it was written with the same configuration key. */
  public static LintCache load(Optional<Path> file, String configKey) {
    if (file.isEmpty() || !Files.isRegularFile(file.get())) {
      return new LintCache(configKey, "", Map.of());
    }
    try (DataInputStream in =
        new DataInputStream(new BufferedInputStream(Files.newInputStream(file.get())))) {
      if (in.readInt() != FORMAT || !configKey.equals(text(in))) {
        return new LintCache(configKey, "", Map.of());
      }
      String reportKey = text(in);
      int files = in.readInt();
      Map<String, Entry> entries = new HashMap<>();
      for (int i = 0; i < files; i++) {
        String path = text(in);
        String hash = text(in);
        int count = in.readInt();
        List<Diagnostic> ds = new ArrayList<>(count);
        for (int j = 0; j < count; j++) {
          String rule = text(in);
          Severity severity = Severity.parse(text(in));
          String message = text(in);
          String fix = text(in);
          Span span = new Span(in.readInt(), in.readInt(), in.readInt(), in.readInt());
          ds.add(new Diagnostic(rule, severity, message, span, fix));
        }
        entries.put(path, new Entry(hash, ds));
      }
      return new LintCache(configKey, reportKey, entries);
    } catch (IOException | RuntimeException e) {
      // A damaged cache costs one full run, never a wrong result.
      return new LintCache(configKey, "", Map.of());
    }
  }

  /** The findings stored for a file with this content hash. */
  public Optional<List<Diagnostic>> get(String path, String hash) {
    Entry e = old.get(path);
    return e != null && e.hash().equals(hash) ? Optional.of(e.diagnostics()) : Optional.empty();
  }

  /** Records a file's findings for the cache this run writes. */
  public void put(String path, String hash, List<Diagnostic> diagnostics) {
    current.put(path, new Entry(hash, List.copyOf(diagnostics)));
  }

  /** The key of the reports the run that wrote the cache wrote; empty when unknown. */
  public String oldReportKey() {
    return oldReportKey;
  }

  /** Writes the files recorded in this run (files gone since are dropped). */
  public void save(Path file, String reportKey) throws IOException {
    Files.createDirectories(file.toAbsolutePath().getParent());
    Path temp = file.resolveSibling(file.getFileName() + ".tmp");
    try (DataOutputStream out =
        new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(temp)))) {
      out.writeInt(FORMAT);
      text(out, configKey);
      text(out, reportKey);
      out.writeInt(current.size());
      for (Map.Entry<String, Entry> e : current.entrySet()) {
        text(out, e.getKey());
        text(out, e.getValue().hash());
        out.writeInt(e.getValue().diagnostics().size());
        for (Diagnostic d : e.getValue().diagnostics()) {
          text(out, d.ruleId());
          text(out, d.severity().label());
          text(out, d.message());
          text(out, d.fix());
          Span s = d.span();
          out.writeInt(s.startLine());
          out.writeInt(s.startColumn());
          out.writeInt(s.endLine());
          out.writeInt(s.endColumn());
        }
      }
    }
    Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
  }

  /**
   * The configuration part of the cache key: it changes whenever anything that could change a
   * finding changes (the linter's build, the target Flink, dialect and mode, the size limit, the
   * rule settings and the schema files' content).
   */
  public static String key(LintOptions options, List<Path> schemaFiles) {
    RuleSettings rules = options.rules();
    List<String> parts = new ArrayList<>();
    parts.add("topnkit " + ToolInfo.version() + " " + linterBuild());
    parts.add(options.version().label());
    parts.add(options.dialect().label());
    parts.add(options.mode().label());
    parts.add(String.valueOf(options.maxFileBytes()));
    parts.add(new TreeSet<>(rules.only()).toString());
    parts.add(new TreeSet<>(rules.disabled()).toString());
    parts.add(new TreeMap<>(rules.severities()).toString());
    for (Path file : schemaFiles) {
      try {
        parts.add(
            file.toAbsolutePath().normalize() + "=" + ContentHash.sha256(Files.readAllBytes(file)));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return ContentHash.sha256(String.join("\n", parts));
  }

  /** The size and time of the linter's jar, so a rebuilt snapshot of the same version re-lints. */
  private static String linterBuild() {
    try {
      Path jar = Path.of(Linter.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      return Files.size(jar) + "@" + Files.getLastModifiedTime(jar).toMillis();
    } catch (Exception e) {
      return "unknown";
    }
  }

  private static void text(DataOutputStream out, String s) throws IOException {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    out.writeInt(bytes.length);
    out.write(bytes);
  }

  private static String text(DataInputStream in) throws IOException {
    int length = in.readInt();
    if (length < 0 || length > 64 << 20) {
      throw new IOException("damaged cache");
    }
    return new String(in.readNBytes(length), StandardCharsets.UTF_8);
  }
}
