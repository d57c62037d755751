package io.github.topnkit.linter.incremental;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * What the file system tells of a file without reading it (size, modification and change times,
 * device and inode), by which the lint cache knows a file unchanged without hashing it, as git's
 * index does.
 *
 * @param changedNanos the inode's change time, which every write and every change of the
 *     modification time moves and no tool can set back; the modification time where the file system
 *     has none
 */
public record FileStamp(long size, long modifiedNanos, long changedNanos, long device, long inode) {

  private static final String UNIX = "unix:size,lastModifiedTime,ctime,dev,ino";

  /** Reads the stamp of a file with one call to the file system. */
  public static FileStamp of(Path file) throws IOException {
    if (file.getFileSystem().supportedFileAttributeViews().contains("unix")) {
      Map<String, Object> a = Files.readAttributes(file, UNIX);
      return new FileStamp(
          (Long) a.get("size"),
          nanos((FileTime) a.get("lastModifiedTime")),
          nanos((FileTime) a.get("ctime")),
          (Long) a.get("dev"),
          (Long) a.get("ino"));
    }
    BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
    long modified = nanos(a.lastModifiedTime());
    return new FileStamp(a.size(), modified, modified, 0, 0);
  }

  // Written out rather than generated: a record's generated equals is bootstrapped on first use,
  // which costs a short run more than comparing a thousand stamps.
  @Override
  public boolean equals(Object o) {
    return o instanceof FileStamp s
        && size == s.size
        && modifiedNanos == s.modifiedNanos
        && changedNanos == s.changedNanos
        && device == s.device
        && inode == s.inode;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(size) * 31 + Long.hashCode(modifiedNanos);
  }

  private static long nanos(FileTime time) {
    return time.to(TimeUnit.NANOSECONDS);
  }
}
