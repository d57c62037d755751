package io.github.topnkit.junit.differential;

import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Writes the DDL and the input rows of the generated source table {@code T}: few distinct values
 * (so rankings tie), NULLs, timestamps that go back in time (out-of-order and late rows), explicit
 * watermark lines, and for updating sources a consistent changelog of inserts, updates and deletes.
 */
final class InputGenerator {

  /** The physical columns of every source; append-only sources add {@code ts}. */
  static final List<String> COLUMNS = List.of("id", "k1", "k2", "v", "d", "p");

  private static final LocalDateTime START = LocalDateTime.of(2020, 4, 15, 8, 0, 0);
  private static final DateTimeFormatter TS = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

  private static final String[] K1 = {"a", "b", "c"};
  private static final int[] K2 = {1, 2, 3};
  private static final long[] V = {10, 20, 30, 40};
  private static final String[] D = {"1.5", "2.5", "-0.5", "0.0", "-0.0"};
  private static final String[] P = {"1.00", "2.50", "9.99", "10.00"};

  private final Random random;

  InputGenerator(Random random) {
    this.random = random;
  }

  /** The CREATE TABLE statement of {@code T}; an append-only source gets a watermark delay. */
  static String ddl(SourceKind kind, int watermarkDelaySeconds) {
    String columns = "  id INT, k1 STRING, k2 INT, v BIGINT, d DOUBLE, p DECIMAL(10, 2)";
    return switch (kind) {
      case APPEND ->
          "CREATE TABLE T (\n"
              + columns
              + ", ts TIMESTAMP(3),\n  WATERMARK FOR ts AS ts - INTERVAL '"
              + watermarkDelaySeconds
              + "' SECOND\n) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json')";
      case UPSERT ->
          "CREATE TABLE T (\n"
              + columns
              + ",\n  PRIMARY KEY (id) NOT ENFORCED\n) WITH ('connector' = 'upsert-kafka',"
              + " 'topic' = 't', 'key.format' = 'json', 'value.format' = 'json')";
      case CDC ->
          "CREATE TABLE T (\n"
              + columns
              + "\n) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'debezium-json')";
    };
  }

  /**
   * Input lines for an append-only source: {@code rows} rows with ids 1..rows; time moves on by 0-4
   * s a row, with probability {@code lateRate} a row goes 3-20 s back (late for a window that has
   * fired), and now and then an explicit watermark line.
   */
  List<String> appendRows(int rows, double nullRate, double lateRate) {
    List<String> lines = new ArrayList<>();
    LocalDateTime max = START;
    LocalDateTime lastWatermark = null;
    for (int id = 1; id <= rows; id++) {
      LocalDateTime ts;
      if (id > 1 && random.nextDouble() < lateRate) {
        ts = max.minusSeconds(3 + random.nextInt(18));
      } else {
        ts = max.plusSeconds(id == 1 ? random.nextInt(3) : random.nextInt(5));
      }
      if (ts.isAfter(max)) {
        max = ts;
      }
      lines.add("+I[" + values(id, nullRate) + ", " + TS.format(ts) + "]");
      if (random.nextDouble() < 0.06) {
        LocalDateTime wm = max.minusSeconds(random.nextInt(3));
        if (lastWatermark == null || !wm.isBefore(lastWatermark)) {
          lines.add("watermark " + TS.format(wm));
          lastWatermark = wm;
        }
      }
    }
    return lines;
  }

  /**
   * Input lines for an updating source: inserts of new ids, updates and deletes of live ones, as
   * the source's changelog mode writes them (upsert: +I/+U/-D; CDC: +I, -U then +U, -D).
   */
  List<String> updatingRows(SourceKind kind, int rows, double nullRate) {
    List<String> lines = new ArrayList<>();
    Map<Integer, String> live = new LinkedHashMap<>();
    int nextId = 1;
    while (lines.size() < rows) {
      double action = random.nextDouble();
      if (kind == SourceKind.UPSERT && action > 0.97) {
        // A delete of a key the source never saw: Flink's ChangelogNormalize drops it.
        lines.add("-D[" + values(nextId++, nullRate) + "]");
      } else if (live.isEmpty() || action < 0.5) {
        String row = values(nextId, nullRate);
        live.put(nextId++, row);
        // An upsert source may send +U for a new key; Flink normalizes it into an insert.
        lines.add((kind == SourceKind.UPSERT && action < 0.05 ? "+U[" : "+I[") + row + "]");
      } else {
        int id = new ArrayList<>(live.keySet()).get(random.nextInt(live.size()));
        String old = live.get(id);
        if (action < 0.8) {
          String row = values(id, nullRate);
          live.put(id, row);
          if (kind == SourceKind.CDC) {
            lines.add("-U[" + old + "]");
          }
          lines.add("+U[" + row + "]");
        } else {
          live.remove(id);
          lines.add("-D[" + old + "]");
        }
      }
    }
    return lines;
  }

  private String values(int id, double nullRate) {
    return id
        + ", "
        + orNull(K1[random.nextInt(K1.length)], nullRate)
        + ", "
        + orNull(String.valueOf(K2[random.nextInt(K2.length)]), nullRate)
        + ", "
        + orNull(String.valueOf(V[random.nextInt(V.length)]), nullRate)
        + ", "
        + orNull(D[random.nextInt(D.length)], nullRate)
        + ", "
        + orNull(P[random.nextInt(P.length)], nullRate);
  }

  private String orNull(String value, double nullRate) {
    return random.nextDouble() < nullRate ? "null" : value;
  }
}
