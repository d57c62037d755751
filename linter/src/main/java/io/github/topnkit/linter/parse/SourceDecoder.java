package io.github.topnkit.linter.parse;

import io.github.topnkit.linter.Messages;
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
      return problem(Messages.notUtf8(in.position(), at), at);
    }
    try {
      result = decoder.flush(out);
      if (result.isError()) {
        result.throwException();
      }
    } catch (CharacterCodingException e) {
      return problem(Messages.notUtf8(bytes.length, Span.FILE_START), Span.FILE_START);
    }
    out.flip();
    String text = out.toString();
    int nul = text.indexOf('\0');
    if (nul >= 0) {
      Span at = SourceFile.of(path, text).positionOf(nul);
      return problem(Messages.binaryContent(at), at);
    }
    return new Result(new SourceFile(path, text), null, null);
  }

  private static Result problem(String message, Span span) {
    return new Result(null, message, span);
  }
}
