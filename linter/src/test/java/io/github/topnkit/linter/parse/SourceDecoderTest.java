package io.github.topnkit.linter.parse;

import static java.nio.charset.StandardCharsets.ISO_8859_1;
import static java.nio.charset.StandardCharsets.UTF_16BE;
import static java.nio.charset.StandardCharsets.UTF_16LE;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class SourceDecoderTest {

  private final SourceDecoder decoder = new SourceDecoder();

  private SourceDecoder.Result decode(byte[] bytes) {
    return decoder.decode("test.sql", bytes);
  }

  @Test
  void dropsTheUtf8ByteOrderMarkSoColumnsStartAfterIt() {
    byte[] bom = {(byte) 0xef, (byte) 0xbb, (byte) 0xbf};
    SourceDecoder.Result result = decode(concat(bom, "SELECT 1;".getBytes(UTF_8)));
    assertThat(result.ok()).isTrue();
    assertThat(result.source().text()).isEqualTo("SELECT 1;");
    assertThat(decode(bom).source().text()).isEmpty();
  }

  @Test
  void namesUtf16WithOrWithoutByteOrderMark() {
    byte[] le = "SELECT 1;".getBytes(UTF_16LE);
    byte[] be = "SELECT 1;".getBytes(UTF_16BE);
    assertThat(decode(concat(new byte[] {(byte) 0xff, (byte) 0xfe}, le)).problem())
        .startsWith("file is UTF-16 (little-endian) encoded, not UTF-8");
    assertThat(decode(concat(new byte[] {(byte) 0xfe, (byte) 0xff}, be)).problem())
        .startsWith("file is UTF-16 (big-endian) encoded");
    assertThat(decode(le).problem()).startsWith("file is UTF-16 (little-endian)");
    assertThat(decode(be).problem()).startsWith("file is UTF-16 (big-endian)");
  }

  @Test
  void positionsTheFirstBadByteOnLinesEndedByCarriageReturns() {
    byte[] latin1 = "SELECT 1;\rSELECT 2;\r\nSELECT 'caf\u00e9';".getBytes(ISO_8859_1);
    SourceDecoder.Result result = decode(latin1);
    assertThat(result.problemSpan()).hasToString("3:12-3:12");
    assertThat(result.problem())
        .isEqualTo(
            "file is not valid UTF-8: bad byte sequence at byte offset 32 (line 3, column 12);"
                + " save the SQL as UTF-8");
  }

  @Test
  void rejectsEncodedSurrogatesAndTruncatedSequences() {
    assertThat(decode(new byte[] {'a', (byte) 0xed, (byte) 0xa0, (byte) 0x80}).problemSpan())
        .hasToString("1:2-1:2");
    assertThat(decode(new byte[] {'a', 'b', (byte) 0xe2, (byte) 0x82}).problemSpan())
        .hasToString("1:3-1:3");
  }

  @Test
  void positionsTheFirstNulCharacter() {
    SourceDecoder.Result result = decode("SELECT 1;\r\nSELECT \0;".getBytes(UTF_8));
    assertThat(result.problem())
        .isEqualTo("file looks binary (NUL character at line 2, column 8), not SQL text");
  }

  @Test
  void refusesFilesOverTheLimitBeforeReadingThem() {
    SourceDecoder.Result result =
        new SourceDecoder(8).decode("big.sql", "SELECT 1;".getBytes(UTF_8));
    assertThat(result.problem())
        .isEqualTo("file is 9 bytes, over the limit of 8 bytes; split it or raise --max-file-size");
    assertThat(result.problemSpan()).isEqualTo(Span.FILE_START);
  }

  @Test
  void sourceFileCountsLinesAsFlinkDoes() {
    SourceFile file = SourceFile.of("x.sql", "a\r\nb\rc\n\nd");
    assertThat(file.lineCount()).isEqualTo(5);
    assertThat(file.line(2)).isEqualTo("b");
    assertThat(file.line(3)).isEqualTo("c");
    assertThat(file.line(6)).isEmpty();
    assertThat(file.positionOf(5)).hasToString("3:1-3:1");
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] result = new byte[a.length + b.length];
    System.arraycopy(a, 0, result, 0, a.length);
    System.arraycopy(b, 0, result, a.length, b.length);
    return result;
  }
}
