package io.github.topnkit.reference.window;

import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;

/**
 * The {@code hashCode()} Flink's heap state sees for a sort key: the Murmur3 hash (seed 42, by
 * 4-byte little-endian words) of the key's {@code BinaryRowData} bytes, as written by the generated
 * sort-key projection ({@code BinaryRowWriter}: 8-byte header with null bits, one 8-byte slot per
 * field, strings longer than 7 bytes in a word-padded variable part). Only the layouts of
 * fixed-size types, compact DECIMAL/TIMESTAMP and strings are known here; others are unsupported.
 */
final class BinarySortKeyHash {

  private static final int SEED = 42;

  private BinarySortKeyHash() {}

  /** The hash of the sort key whose field values are {@code key}, of the given types. */
  static int of(List<Object> key, SqlType[] types, Span span) {
    return murmur(bytes(key, types, span));
  }

  /** The bucket {@code java.util.HashMap} iterates the key in, for a map of {@code size} keys. */
  static int bucket(int hash, int size) {
    int capacity = 16;
    while (size > capacity * 3 / 4) {
      capacity <<= 1;
    }
    return (hash ^ (hash >>> 16)) & (capacity - 1);
  }

  static byte[] bytes(List<Object> key, SqlType[] types, Span span) {
    int arity = key.size();
    int nullBytes = ((arity + 63 + 8) / 64) * 8;
    int fixed = nullBytes + 8 * arity;
    byte[][] varParts = new byte[arity][];
    int size = fixed;
    for (int i = 0; i < arity; i++) {
      if (key.get(i) instanceof String s) {
        byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
        if (utf8.length > 7) {
          varParts[i] = utf8;
          size += (utf8.length + 7) / 8 * 8;
        }
      }
    }
    ByteBuffer row = ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
    int cursor = fixed;
    for (int i = 0; i < arity; i++) {
      int slot = nullBytes + 8 * i;
      Object v = key.get(i);
      if (v == null) {
        int bit = i + 8; // the first byte of the header holds the RowKind
        row.put(bit >>> 3, (byte) (row.get(bit >>> 3) | (1 << (bit & 7))));
      } else if (varParts[i] != null) {
        row.putLong(slot, ((long) cursor << 32) | varParts[i].length);
        row.put(cursor, varParts[i]);
        cursor += (varParts[i].length + 7) / 8 * 8;
      } else {
        writeFixed(row, slot, v, types[i], span);
      }
    }
    return row.array();
  }

  private static void writeFixed(ByteBuffer row, int slot, Object v, SqlType type, Span span) {
    if (v instanceof Boolean b) {
      row.put(slot, (byte) (b ? 1 : 0));
    } else if (v instanceof Byte b) {
      row.put(slot, b);
    } else if (v instanceof Short s) {
      row.putShort(slot, s);
    } else if (v instanceof Integer n) {
      row.putInt(slot, n);
    } else if (v instanceof Long n) {
      row.putLong(slot, n);
    } else if (v instanceof Float f) {
      row.putInt(slot, Float.floatToRawIntBits(f));
    } else if (v instanceof Double d) {
      row.putLong(slot, Double.doubleToRawLongBits(d));
    } else if (v instanceof String s) {
      // Up to 7 bytes inline; the top byte is 0x80 | length.
      byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
      row.put(slot, utf8);
      row.put(slot + 7, (byte) (0x80 | utf8.length));
    } else if (v instanceof LocalDate d) {
      row.putInt(slot, (int) d.toEpochDay());
    } else if (v instanceof LocalTime t) {
      row.putInt(slot, (int) (t.toNanoOfDay() / 1_000_000));
    } else if (v instanceof BigDecimal d && type.precision() <= 18) {
      row.putLong(slot, d.unscaledValue().longValueExact());
    } else if (v instanceof LocalDateTime t && type.precision() <= 3) {
      row.putLong(slot, t.toInstant(ZoneOffset.UTC).toEpochMilli());
    } else if (v instanceof Instant t && type.precision() <= 3) {
      row.putLong(slot, t.toEpochMilli());
    } else {
      throw new UnsupportedFeatureException(
          "ordering rows whose sort keys tie but differ in binary form (-0.0 and 0.0) with a "
              + type
              + " sort key is not supported by the reference engine",
          span);
    }
  }

  static int murmur(byte[] bytes) {
    ByteBuffer words = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    int h1 = SEED;
    for (int i = 0; i + 4 <= bytes.length; i += 4) {
      int k1 = words.getInt(i) * 0xcc9e2d51;
      k1 = Integer.rotateLeft(k1, 15) * 0x1b873593;
      h1 ^= k1;
      h1 = Integer.rotateLeft(h1, 13) * 5 + 0xe6546b64;
    }
    h1 ^= bytes.length;
    h1 ^= h1 >>> 16;
    h1 *= 0x85ebca6b;
    h1 ^= h1 >>> 13;
    h1 *= 0xc2b2ae35;
    h1 ^= h1 >>> 16;
    return h1;
  }
}
