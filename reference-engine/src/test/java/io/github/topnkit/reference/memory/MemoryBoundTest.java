package io.github.topnkit.reference.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The reference engine keeps state bounded like Flink's: 10M rows of an append-only top 3 over
 * 1,000 partitions run in a JVM with a 256 MB heap, rows generated on the fly so only the engine's
 * state and its output count.
 */
class MemoryBoundTest {

  @Test
  void tenMillionRowsOfAnAppendOnlyTopThreeRunInA256MegabyteHeap()
      throws IOException, InterruptedException {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process process =
        new ProcessBuilder(
                List.of(
                    java.toString(),
                    "-Xmx256m",
                    "-XX:+UseSerialGC",
                    "-cp",
                    System.getProperty("java.class.path"),
                    TenMillionRows.class.getName(),
                    "10000000",
                    "1000"))
            .redirectErrorStream(true)
            .start();
    boolean ended = process.waitFor(5, TimeUnit.MINUTES);
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!ended) {
      process.destroyForcibly();
    }

    assertThat(ended).as("ended within 5 minutes").isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    assertThat(output)
        .as("the top 3 of each of the 1,000 partitions remain, over 10M rows")
        .contains("rows=10000000 partitions=1000 ")
        .contains(" final=3000 ")
        .contains(" max-heap-mb=");
    System.out.print(output);
  }
}
