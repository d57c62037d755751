package io.github.topnkit.linter.parse;

import io.github.topnkit.linter.messages.Messages;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Turns the raw bytes of a file into a {@link SourceFile}, or into a positioned reason why the
 * bytes are not SQL text: binary content, bytes that are not UTF-8, or a file over the size limit.
 */
public final class SourceDecoder {

  /** Files larger than this are refused with a clear message instead of being parsed. */
  public static final long DEFAULT_MAX_BYTES = 64L * 1024 * 1024;

  /** How many leading byte pairs must look like ASCII in UTF-16 to call a file UTF-16. */
  private static final int UTF16_SNIFF_PAIRS = 8;

  private final long maxBytes;

  public SourceDecoder(long maxBytes) {
    if (maxBytes < 1) {
      throw new IllegalArgumentException("maxBytes must be positive: " + maxBytes);
    }
    this.maxBytes = maxBytes;
  }

  public SourceDecoder() {
    this(DEFAULT_MAX_BYTES);
  }

  /** The outcome of decoding: either a source file or a problem with the position it was found. */
  public record Result(SourceFile source, String problem, Span problemSpan) {
    public boolean ok() {
      return source != null;
    }
  }

  /** Decodes the bytes of the file at {@code path}. */
  public Result decode(String path, byte[] bytes) {
    if (bytes.length > maxBytes) {
      return problem(Messages.fileTooLarge(bytes.length, maxBytes), Span.FILE_START);
    }
    String utf16 = utf16ByteOrder(bytes);
    if (utf16 != null) {
      return problem(Messages.utf16(utf16), Span.FILE_START);
    }
    int offset =
        bytes.length >= 3
                && (bytes[0] & 0xff) == 0xef
                && (bytes[1] & 0xff) == 0xbb
                && (bytes[2] & 0xff) == 0xbf
            ? 3
            : 0;
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes, offset, bytes.length - offset);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (result.isError()) {
      out.flip();
      String prefix = out.toString();
      Span at = SourceFile.of(path, prefix).positionOf(prefix.length());
      return problem(Messages.notUtf8(in.position(), at.startLine(), at.startColumn()), at);
    }
    try {
      result = decoder.flush(out);
      if (result.isError()) {
        result.throwException();
      }
    } catch (CharacterCodingException e) {
      return problem(
          Messages.notUtf8(
              bytes.length, Span.FILE_START.startLine(), Span.FILE_START.startColumn()),
          Span.FILE_START);
    }
    out.flip();
    String text = out.toString();
    int nul = text.indexOf('\0');
    if (nul >= 0) {
      Span at = SourceFile.of(path, text).positionOf(nul);
      return problem(Messages.binaryContent(at.startLine(), at.startColumn()), at);
    }
    return new Result(new SourceFile(path, text), null, null);
  }

  /**
   * The byte order of a UTF-16 file, from its byte order mark or from ASCII text where every other
   * byte is zero; null for anything else. Such files otherwise look broken or binary.
   */
  private static String utf16ByteOrder(byte[] bytes) {
    if (bytes.length >= 2 && (bytes[0] & 0xff) == 0xfe && (bytes[1] & 0xff) == 0xff) {
      return "big-endian";
    }
    if (bytes.length >= 2 && (bytes[0] & 0xff) == 0xff && (bytes[1] & 0xff) == 0xfe) {
      return "little-endian";
    }
    int pairs = Math.min(bytes.length / 2, UTF16_SNIFF_PAIRS);
    if (pairs < 2) {
      return null;
    }
    boolean highZero = true;
    boolean lowZero = true;
    for (int i = 0; i < pairs; i++) {
      byte first = bytes[2 * i];
      byte second = bytes[2 * i + 1];
      highZero &= first == 0 && second != 0;
      lowZero &= second == 0 && first != 0;
    }
    return highZero ? "big-endian" : lowZero ? "little-endian" : null;
  }

  private static Result problem(String message, Span span) {
    return new Result(null, message, span);
  }
}
