package io.github.topnkit.linter.incremental;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File stamps: what the file system says of a file, and what a rewrite changes in it. */
class FileStampTest {

  @TempDir Path dir;

  @Test
  void readsSizeAndTimes() throws Exception {
    Path file = dir.resolve("a.sql");
    Files.writeString(file, "SELECT 1;\n");
    Files.setLastModifiedTime(file, FileTime.fromMillis(1_000_000));

    FileStamp stamp = FileStamp.of(file);

    assertThat(stamp.size()).isEqualTo(10);
    assertThat(stamp.modifiedNanos()).isEqualTo(1_000_000_000_000L);
    assertThat(FileStamp.of(file)).isEqualTo(stamp).hasSameHashCodeAs(stamp);
  }

  @Test
  void aRewriteThatKeepsSizeAndModificationTimeStillChangesTheStamp() throws Exception {
    assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("unix"));
    Path file = dir.resolve("a.sql");
    Files.writeString(file, "SELECT 1;\n");
    FileStamp before = FileStamp.of(file);

    // The change time moves with the clock's ticks, which may be coarse: write until it has moved.
    FileStamp after = before;
    for (int i = 0; i < 300 && after.changedNanos() == before.changedNanos(); i++) {
      Thread.sleep(10);
      Files.writeString(file, "SELECT 2;\n");
      Files.setLastModifiedTime(file, FileTime.from(before.modifiedNanos(), TimeUnit.NANOSECONDS));
      after = FileStamp.of(file);
    }

    assertThat(after.size()).isEqualTo(before.size());
    assertThat(after.modifiedNanos()).isEqualTo(before.modifiedNanos());
    assertThat(after).isNotEqualTo(before);
  }
}
