package io.github.topnkit.reference.memory;

import io.github.topnkit.linter.LintOptions;
import io.github.topnkit.linter.Linter;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.parse.SourceFile;
import io.github.topnkit.reference.exec.PlanContext;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.exec.SourceInput;
import io.github.topnkit.reference.physical.Executor;
import io.github.topnkit.spec.InputEvent;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.RowKind;
import io.github.topnkit.spec.SpecRow;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Runs an append-only top 3 per partition over rows generated on the fly, in the JVM it is started
 * in ({@link MemoryBoundTest} starts one with a 256 MB heap), and prints what it measured.
 */
public final class TenMillionRows {

  static final String SQL =
      """
      CREATE TABLE spending (country_id INT, user_id INT, cost_money INT)
      WITH ('connector' = 'kafka', 'topic' = 'spending', 'format' = 'json');
      SELECT country_id, user_id, cost_money, rn FROM (
        SELECT *, ROW_NUMBER() OVER (PARTITION BY country_id ORDER BY cost_money DESC) AS rn
        FROM spending)
      WHERE rn <= 3;
      """;

  private TenMillionRows() {}

  public static void main(String[] args) {
    long rows = Long.parseLong(args[0]);
    int partitions = Integer.parseInt(args[1]);
    long start = System.nanoTime();
    StatementModel model =
        new Linter(LintOptions.defaults())
            .analyzeForExecution(SourceFile.of("ten-million-rows.sql", SQL))
            .queries()
            .get(0)
            .model();
    List<Row> out =
        Executor.run(
            model.plan().root(),
            new PlanContext(model, ZoneOffset.UTC),
            scan -> SourceInput.of(scan, () -> generated(rows, partitions), ZoneOffset.UTC),
            false);
    long seconds = (System.nanoTime() - start) / 1_000_000;
    System.out.println(
        "rows="
            + rows
            + " partitions="
            + partitions
            + " changes="
            + out.size()
            + " final="
            + finalRows(out)
            + " peak-heap-mb="
            + peakHeapMb()
            + " max-heap-mb="
            + Runtime.getRuntime().maxMemory() / (1024 * 1024)
            + " ms="
            + seconds);
  }

  private static Iterator<InputEvent> generated(long rows, int partitions) {
    Position where = new Position("ten-million-rows.sql", 1, 1);
    SplittableRandom random = new SplittableRandom(42);
    return new Iterator<>() {
      private long n;

      @Override
      public boolean hasNext() {
        return n < rows;
      }

      @Override
      public InputEvent next() {
        n++;
        SpecRow row =
            SpecRow.of(
                RowKind.INSERT,
                1 + random.nextInt(partitions),
                1 + random.nextInt(100_000),
                random.nextInt(10_001));
        return new InputEvent.Row(row, where);
      }
    };
  }

  /** How many rows the changelog materializes to: +I/+U add one, -U/-D take one away. */
  private static long finalRows(List<Row> changes) {
    Map<List<Object>, Integer> rows = new HashMap<>();
    for (Row r : changes) {
      rows.merge(List.of(r.values()), r.kind().isAccumulate() ? 1 : -1, Integer::sum);
    }
    return rows.values().stream().mapToLong(Integer::longValue).sum();
  }

  private static long peakHeapMb() {
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    return peak / (1024 * 1024);
  }
}
