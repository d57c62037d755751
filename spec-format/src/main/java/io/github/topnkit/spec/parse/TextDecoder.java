package io.github.topnkit.spec.parse;

import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Turns the bytes of a spec file into text, and checks that text is text: UTF-8, within the size
 * limit, without control characters or the line separators that YAML and SQL count differently.
 */
final class TextDecoder {

  private final long maxBytes;

  TextDecoder(long maxBytes) {
    this.maxBytes = maxBytes;
  }

  /** The text of the bytes (a UTF-8 byte order mark is kept as U+FEFF), or why there is none. */
  Decoded decode(String file, byte[] bytes) {
    if (bytes.length > maxBytes) {
      return Decoded.failed(at(file, "", 0, Messages.fileTooLarge(bytes.length, maxBytes)));
    }
    CharsetDecoder decoder =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (!result.isError()) {
      result = decoder.flush(out);
    }
    out.flip();
    String text = out.toString();
    if (result.isError()) {
      // Binary content usually shows as control characters before it breaks UTF-8.
      Optional<SpecException> earlier = check(file, text);
      if (earlier.isPresent()) {
        return Decoded.failed(earlier.get());
      }
      int bad = bytes[in.position()] & 0xff;
      return Decoded.failed(at(file, text, text.length(), Messages.notUtf8(bad, in.position())));
    }
    return check(file, text).map(Decoded::failed).orElseGet(() -> new Decoded(text, null));
  }

  /** The first reason the text is not a readable spec file, if any. */
  Optional<SpecException> check(String file, String text) {
    if (text.length() > maxBytes) {
      return Optional.of(at(file, "", 0, Messages.fileTooLarge(text.length(), maxBytes)));
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= ' ' && c < 0x7f || c == '\n' || c == '\r' || c == '\t') {
        continue;
      }
      String problem = problem(text, i, c);
      if (problem != null) {
        return Optional.of(at(file, text, i, problem));
      }
      if (Character.isHighSurrogate(c)) {
        i++;
      }
    }
    return Optional.empty();
  }

  private static String problem(String text, int i, char c) {
    if (c < ' ' || c >= 0x7f && c <= 0x9f && c != 0x85) {
      return Messages.controlCharacter(c);
    }
    if (c == 0x85 || c == 0x2028 || c == 0x2029) {
      return Messages.lineSeparator(c);
    }
    if (c == 0xfeff && i > 0 || c == 0xfffe || c == 0xffff) {
      return Messages.controlCharacter(c);
    }
    if (Character.isHighSurrogate(c)
        && i + 1 < text.length()
        && Character.isLowSurrogate(text.charAt(i + 1))) {
      return null;
    }
    if (Character.isSurrogate(c)) {
      return Messages.controlCharacter(c);
    }
    return null;
  }

  private static SpecException at(String file, String text, int offset, String problem) {
    Position position = new SourceText(file, text).position(offset);
    return new SpecException(position, problem);
  }

  /** Decoded text, or the problem that stopped decoding. */
  record Decoded(String text, SpecException problem) {
    static Decoded failed(SpecException problem) {
      return new Decoded(null, problem);
    }
  }
}
