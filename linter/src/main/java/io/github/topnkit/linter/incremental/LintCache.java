package io.github.topnkit.linter.incremental;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.config.RuleSettings;
import io.github.topnkit.linter.diag.Diagnostic;
import io.github.topnkit.linter.diag.Severity;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.report.ToolInfo;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/**
 * The findings of earlier runs by file, each stored with the file's content hash and its {@link
 * FileStamp}, valid only for the configuration key they were found with, and the key of the reports
 * that run wrote. A cache that is missing, damaged or of another configuration is empty; a stale
 * entry is simply not used.
 *
 * <p>A file whose stamp is the one stored is known unchanged without being read, as git's index
 * knows it, but only when the stamp was already old when the run that stored it began: a file
 * written again within the same tick of the file system's clock keeps its times, so a stamp that
 * recent ("racy" in git's words) is checked by content next time.
 *
 * <p>A small binary file rather than JSON, each text in it once: reading it is most of an unchanged
 * project's run. The {@code lint} goal and {@code topnkit lint --cache} keep theirs in it.
 */
public final class LintCache {

  private static final int FORMAT = 3;

  /**
   * How much older than the run's start a stamp must be to be trusted. File systems keep times
   * coarser than the system clock (two seconds on FAT, one on ext3 and HFS+), and their clock may
   * lag the system's (a coarse kernel clock, or another machine's for a network share); a change
   * made during a run could otherwise keep the stamp the run saw.
   */
  static final long SETTLE_NANOS = TimeUnit.SECONDS.toNanos(3);

  /**
   * @param stamp what the file system said of the file before it was read; null when not known
   * @param settled whether the stamp was older than the start of the run that read the file, so
   *     that the same stamp later means the same content
   */
  private record Entry(FileStamp stamp, boolean settled, String hash, List<Diagnostic> found) {}

  private final String configKey;
  private final String oldReportKey;
  private final Map<String, Entry> old;
  private final Map<String, Entry> current = new LinkedHashMap<>();
  private final Optional<Path> loadedFrom;
  // The report the writing run wrote, a view of the file's bytes: most runs never need it.
  private final ByteBuffer oldReport;
  private byte[] oldReportBytes;
  private final long runStart;
  private boolean changed;

  private LintCache(
      String configKey,
      String oldReportKey,
      Map<String, Entry> old,
      Optional<Path> loadedFrom,
      ByteBuffer oldReport,
      long runStart) {
    this.configKey = configKey;
    this.oldReportKey = oldReportKey;
    this.old = old;
    this.loadedFrom = loadedFrom;
    this.oldReport = oldReport;
    this.runStart = runStart;
  }

  private static LintCache empty(String configKey, long runStart) {
    return new LintCache(configKey, "", Map.of(), Optional.empty(), null, runStart);
  }

  /**
   * The cache in the file, if it was written with the same configuration key. Load it before
   * reading any file's stamp: the run's start is taken now.
   */
  public static LintCache load(Optional<Path> file, String configKey) {
    return load(file, configKey, TimeUnit.MILLISECONDS.toNanos(System.currentTimeMillis()));
  }

  /** The cache in the file, for a run that started at this time of the system clock. */
  static LintCache load(Optional<Path> file, String configKey, long runStart) {
    if (file.isEmpty() || !Files.isRegularFile(file.get())) {
      return empty(configKey, runStart);
    }
    try {
      ByteBuffer in = ByteBuffer.wrap(Files.readAllBytes(file.get()));
      if (in.getInt() != FORMAT || !configKey.equals(text(in))) {
        return empty(configKey, runStart);
      }
      String[] texts = new String[count(in)];
      for (int i = 0; i < texts.length; i++) {
        texts[i] = text(in);
      }
      Severity[] severities = Severity.values();
      String reportKey = texts[in.getInt()];
      int files = count(in);
      Map<String, Entry> entries = new HashMap<>(files * 2);
      for (int i = 0; i < files; i++) {
        String path = texts[in.getInt()];
        String hash = texts[in.getInt()];
        FileStamp stamp =
            in.get() == 0
                ? null
                : new FileStamp(
                    in.getLong(), in.getLong(), in.getLong(), in.getLong(), in.getLong());
        boolean settled = in.get() != 0;
        Diagnostic[] found = new Diagnostic[count(in)];
        for (int j = 0; j < found.length; j++) {
          String rule = texts[in.getInt()];
          Severity severity = severities[in.get()];
          String message = texts[in.getInt()];
          String fix = texts[in.getInt()];
          Span span = new Span(in.getInt(), in.getInt(), in.getInt(), in.getInt());
          found[j] = new Diagnostic(rule, severity, message, span, fix);
        }
        entries.put(path, new Entry(stamp, settled, hash, List.of(found)));
      }
      ByteBuffer report = null;
      if (in.get() != 0) {
        int length = count(in);
        report = in.slice(in.position(), length);
        in.position(in.position() + length);
      }
      if (in.hasRemaining()) {
        throw new IOException("damaged cache");
      }
      return new LintCache(configKey, reportKey, entries, file, report, runStart);
    } catch (IOException | RuntimeException e) {
      // A damaged cache costs one full run, never a wrong result.
      return empty(configKey, runStart);
    }
  }

  /**
   * Whether the file held a cache of this configuration key, which only a run that loaded this
   * configuration (its schema files included) without error writes.
   */
  public boolean matchesConfiguration() {
    return loadedFrom.isPresent();
  }

  /** The findings stored for a file with this content hash. */
  public Optional<List<Diagnostic>> get(String path, String hash) {
    Entry e = old.get(path);
    return e != null && e.hash().equals(hash) ? Optional.of(e.found()) : Optional.empty();
  }

  /**
   * The findings stored for a file whose stamp is the stored one and was settled when stored, so
   * that its content is known unchanged without reading it; they are kept for the cache this run
   * writes. Empty when the file must be hashed (and {@link #put(String, FileStamp, String, List)
   * put} again).
   */
  public Optional<List<Diagnostic>> unchanged(String path, FileStamp stamp) {
    Entry e = old.get(path);
    if (e == null || !e.settled() || !stamp.equals(e.stamp())) {
      return Optional.empty();
    }
    current.put(path, e);
    return Optional.of(e.found());
  }

  /** Records a file's findings for the cache this run writes, without a stamp. */
  public void put(String path, String hash, List<Diagnostic> diagnostics) {
    record(path, new Entry(null, false, hash, List.copyOf(diagnostics)));
  }

  /**
   * Records a file's findings for the cache this run writes.
   *
   * @param stamp the file's stamp, read before its content was
   */
  public void put(String path, FileStamp stamp, String hash, List<Diagnostic> diagnostics) {
    boolean settled = stamp.changedNanos() < runStart - SETTLE_NANOS;
    record(path, new Entry(stamp, settled, hash, List.copyOf(diagnostics)));
  }

  private void record(String path, Entry entry) {
    current.put(path, entry);
    changed |= !same(entry, old.get(path));
  }

  private static boolean same(Entry a, Entry b) {
    return b != null
        && Objects.equals(a.stamp(), b.stamp())
        && a.settled() == b.settled()
        && a.hash().equals(b.hash())
        && (a.found() == b.found() || a.found().equals(b.found()));
  }

  /** The key of the reports the run that wrote the cache wrote; empty when unknown. */
  public String oldReportKey() {
    return oldReportKey;
  }

  /**
   * The report the run that wrote the cache wrote and kept in it, as it was written (UTF-8 text),
   * if it had this key. Only a run whose every file was {@linkplain #unchanged known unchanged} may
   * repeat it: that run's files then hold what they held when it was written.
   */
  public Optional<byte[]> report(String reportKey) {
    if (oldReport == null || !reportKey.equals(oldReportKey)) {
      return Optional.empty();
    }
    if (oldReportBytes == null) {
      oldReportBytes = new byte[oldReport.remaining()];
      oldReport.get(oldReport.position(), oldReportBytes);
    }
    return Optional.of(oldReportBytes);
  }

  /**
   * Writes the files recorded in this run (files gone since are dropped), unless the file already
   * holds exactly that: an unchanged project's run then writes nothing.
   */
  public void save(Path file, String reportKey) throws IOException {
    save(file, reportKey, Optional.empty());
  }

  /**
   * Writes the files recorded in this run and the report it wrote, which a later run with the same
   * report key and no changed file may {@linkplain #report repeat}; nothing when the file already
   * holds all that.
   */
  public void save(Path file, String reportKey, Optional<byte[]> report) throws IOException {
    if (!changed
        && current.size() == old.size()
        && reportKey.equals(oldReportKey)
        && sameReport(report, report(reportKey))
        && loadedFrom.equals(Optional.of(file))
        && Files.isRegularFile(file)) {
      return;
    }
    Map<String, Integer> index = new LinkedHashMap<>();
    int reportIndex = index(index, reportKey);
    for (Map.Entry<String, Entry> e : current.entrySet()) {
      index(index, e.getKey());
      index(index, e.getValue().hash());
      for (Diagnostic d : e.getValue().found()) {
        index(index, d.ruleId());
        index(index, d.message());
        index(index, d.fix());
      }
    }
    Path parent = file.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Path temp = file.resolveSibling(file.getFileName() + ".tmp");
    try (DataOutputStream out =
        new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(temp), 1 << 16))) {
      out.writeInt(FORMAT);
      text(out, configKey);
      out.writeInt(index.size());
      for (String s : index.keySet()) {
        text(out, s);
      }
      out.writeInt(reportIndex);
      out.writeInt(current.size());
      for (Map.Entry<String, Entry> e : current.entrySet()) {
        Entry entry = e.getValue();
        out.writeInt(index.get(e.getKey()));
        out.writeInt(index.get(entry.hash()));
        FileStamp s = entry.stamp();
        out.writeBoolean(s != null);
        if (s != null) {
          out.writeLong(s.size());
          out.writeLong(s.modifiedNanos());
          out.writeLong(s.changedNanos());
          out.writeLong(s.device());
          out.writeLong(s.inode());
        }
        out.writeBoolean(entry.settled());
        out.writeInt(entry.found().size());
        for (Diagnostic d : entry.found()) {
          out.writeInt(index.get(d.ruleId()));
          out.writeByte(d.severity().ordinal());
          out.writeInt(index.get(d.message()));
          out.writeInt(index.get(d.fix()));
          Span span = d.span();
          out.writeInt(span.startLine());
          out.writeInt(span.startColumn());
          out.writeInt(span.endLine());
          out.writeInt(span.endColumn());
        }
      }
      out.writeBoolean(report.isPresent());
      if (report.isPresent()) {
        out.writeInt(report.get().length);
        out.write(report.get());
      }
    }
    Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING);
  }

  private static boolean sameReport(Optional<byte[]> a, Optional<byte[]> b) {
    return a.isPresent() == b.isPresent()
        && (a.isEmpty() || a.get() == b.get() || Arrays.equals(a.get(), b.get()));
  }

  private static int index(Map<String, Integer> index, String text) {
    Integer known = index.putIfAbsent(text, index.size());
    return Objects.requireNonNullElse(known, index.size() - 1);
  }

  /**
   * The configuration part of the cache key: it changes whenever anything that could change a
   * finding changes (the linter's build, the target Flink, dialect and mode, the size limit, the
   * rule settings, the declared functions and the schema files' content).
   */
  public static String key(LintOptions options, List<Path> schemaFiles) {
    RuleSettings rules = options.rules();
    List<String> parts = new ArrayList<>();
    parts.add(linterBuild());
    parts.add(options.version().label());
    parts.add(options.dialect().label());
    parts.add(options.mode().label());
    parts.add(String.valueOf(options.maxFileBytes()));
    parts.add(new TreeSet<>(rules.only()).toString());
    parts.add(new TreeSet<>(rules.disabled()).toString());
    parts.add(new TreeMap<>(rules.severities()).toString());
    parts.add(options.functions().toString());
    for (Path file : schemaFiles) {
      try {
        parts.add(
            String.join(
                "=",
                file.toAbsolutePath().normalize().toString(),
                ContentHash.sha256(Files.readAllBytes(file))));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    // The parts themselves, not a digest of them: without schema files a run that finds every
    // file unchanged then never starts the JDK's security providers.
    return String.join("\n", parts);
  }

  /**
   * The size and time of the linter's jar, so a rebuilt snapshot of the same version re-lints; the
   * version only where no jar tells the build. Reading the version opens the jar, which a run whose
   * classes all come from a class-data archive otherwise never does.
   */
  private static String linterBuild() {
    try {
      Path jar = Path.of(Linter.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      if (Files.isRegularFile(jar)) {
        // Joined, not concatenated with +: each new shape of + costs a short run a few
        // milliseconds of method handles being spun.
        return String.join(
            "@",
            String.valueOf(Files.size(jar)),
            String.valueOf(Files.getLastModifiedTime(jar).toMillis()));
      }
    } catch (Exception e) {
      // The version alone, then.
    }
    return String.join(" ", "topnkit", ToolInfo.version());
  }

  private static void text(DataOutputStream out, String s) throws IOException {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    out.writeInt(bytes.length);
    out.write(bytes);
  }

  private static String text(ByteBuffer in) throws IOException {
    int length = count(in);
    String s = new String(in.array(), in.position(), length, StandardCharsets.UTF_8);
    in.position(in.position() + length);
    return s;
  }

  /** A count or length, which can never exceed what is left of the file. */
  private static int count(ByteBuffer in) throws IOException {
    int n = in.getInt();
    if (n < 0 || n > in.remaining()) {
      throw new IOException("damaged cache");
    }
    return n;
  }
}
