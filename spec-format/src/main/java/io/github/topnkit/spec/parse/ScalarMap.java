package io.github.topnkit.spec.parse;

import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SqlBlock;
import java.util.ArrayList;
import java.util.List;
import org.yaml.snakeyaml.DumperOptions.ScalarStyle;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * Maps each character of a scalar's value back to the file. YAML copies a scalar's text verbatim
 * from the file line by line, only dropping indentation and folding line breaks, so the value is a
 * sequence of pieces of file lines; this finds each piece's place in the value. (Escapes in quoted
 * scalars are the exception: there the columns after an escape are approximate.)
 */
final class ScalarMap {

  /** A run of the value copied from the file: value offset, file offset, length. */
  private record Piece(int value, int file, int length) {}

  private final SourceText source;
  private final String value;
  private final List<Piece> pieces;
  private final int start;
  private final int indent;

  private ScalarMap(SourceText source, String value, List<Piece> pieces, int start, int indent) {
    this.source = source;
    this.value = value;
    this.pieces = pieces;
    this.start = start;
    this.indent = indent;
  }

  static ScalarMap of(ScalarNode node, SourceText source) {
    int start = source.offset(node.getStartMark());
    int end = source.offset(node.getEndMark());
    String value = node.getValue();
    ScalarStyle style = node.getScalarStyle();
    if (style == ScalarStyle.LITERAL || style == ScalarStyle.FOLDED) {
      return block(source, value, start, end, style == ScalarStyle.LITERAL);
    }
    boolean quoted = style == ScalarStyle.SINGLE_QUOTED || style == ScalarStyle.DOUBLE_QUOTED;
    int from = quoted ? start + 1 : start;
    int to = quoted ? Math.max(from, end - 1) : end;
    return new ScalarMap(
        source, value, align(source, value, flowLines(source, from, to)), start, -1);
  }

  String value() {
    return value;
  }

  /** The offset in the file of the scalar's first character (its indicator or quote). */
  int start() {
    return start;
  }

  /** The indentation (0-based column) of a block scalar's content; -1 for other scalars. */
  int indent() {
    return indent;
  }

  /**
   * Where the scalar's text ends in the file: after its last non-blank content line for a block
   * scalar (whose end mark SnakeYAML puts after the blank lines that follow), or after the header
   * when it has no content.
   */
  int contentEnd() {
    for (int i = pieces.size() - 1; i >= 0; i--) {
      Piece p = pieces.get(i);
      if (!source.text().substring(p.file(), p.file() + p.length()).isBlank()) {
        return p.file() + p.length();
      }
    }
    return source.lineEnd(source.lineOf(start));
  }

  /** The file offset of a value offset; past a piece, the end of that piece. */
  int fileOffset(int valueOffset) {
    Piece at = null;
    for (int lo = 0, hi = pieces.size() - 1; lo <= hi; ) {
      int mid = (lo + hi) >>> 1;
      if (pieces.get(mid).value() <= valueOffset) {
        at = pieces.get(mid);
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    if (at == null) {
      return pieces.isEmpty() ? start : pieces.get(0).file();
    }
    return at.file() + Math.min(valueOffset - at.value(), at.length());
  }

  Position position(int valueOffset) {
    return source.position(fileOffset(valueOffset));
  }

  /** The value as SQL whose line and column positions map to the file. */
  SqlBlock sqlBlock() {
    List<Position> lineStarts = new ArrayList<>();
    List<SqlBlock.Fold> folds = new ArrayList<>();
    int line = 1;
    int lineStart = 0;
    lineStarts.add(position(0));
    int next = 0;
    for (int i = 0; i <= value.length(); i++) {
      while (next < pieces.size() && pieces.get(next).value() <= i) {
        Piece p = pieces.get(next++);
        if (p.value() > lineStart && p.value() == i) {
          folds.add(new SqlBlock.Fold(line, i - lineStart + 1, source.position(p.file())));
        }
      }
      if (i < value.length() && value.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
        lineStarts.add(position(lineStart));
      }
    }
    return new SqlBlock(value, lineStarts, folds);
  }

  /**
   * A literal block's lines are the value's lines; a folded block's lines are found in the value in
   * order. The content indentation is the first content line's indentation less the spaces the
   * value keeps (a more-indented first line under an explicit indentation indicator).
   */
  private static ScalarMap block(
      SourceText source, String value, int start, int end, boolean literal) {
    int firstLine = source.lineOf(start) + 1;
    int indent = contentIndent(source, value, firstLine, end);
    List<int[]> lines = new ArrayList<>();
    for (int line = firstLine; line < source.lineCount() && source.lineStart(line) < end; line++) {
      String text = source.line(line);
      if (!text.isBlank() && !text.startsWith(" ".repeat(indent))) {
        // A less indented line (a comment) ends the block.
        break;
      }
      int from = Math.min(source.lineStart(line) + indent, source.lineEnd(line));
      lines.add(new int[] {from, source.lineEnd(line)});
    }
    List<Piece> pieces = literal ? literalPieces(source, value, lines) : null;
    if (pieces == null) {
      pieces = align(source, value, lines);
    }
    return new ScalarMap(source, value, pieces, start, indent);
  }

  private static int contentIndent(SourceText source, String value, int firstLine, int end) {
    for (int line = firstLine; line < source.lineCount() && source.lineStart(line) < end; line++) {
      String text = source.line(line);
      if (!text.isBlank()) {
        int spaces = 0;
        while (spaces < text.length() && text.charAt(spaces) == ' ') {
          spaces++;
        }
        int kept = 0;
        while (kept < value.length() && value.charAt(kept) == ' ') {
          kept++;
        }
        return Math.max(0, spaces - kept);
      }
    }
    return 0;
  }

  /** Each value line is the next file line; null if they do not match (then align instead). */
  private static List<Piece> literalPieces(SourceText source, String value, List<int[]> lines) {
    List<Piece> pieces = new ArrayList<>();
    int offset = 0;
    for (int[] line : lines) {
      if (offset >= value.length()) {
        break;
      }
      int lineEnd = value.indexOf('\n', offset);
      String expected = value.substring(offset, lineEnd < 0 ? value.length() : lineEnd);
      String actual = source.text().substring(line[0], line[1]);
      if (!actual.equals(expected) && !(expected.isEmpty() && actual.isBlank())) {
        return null;
      }
      pieces.add(new Piece(offset, line[0], expected.length()));
      offset = lineEnd < 0 ? value.length() : lineEnd + 1;
    }
    return pieces;
  }

  /** The file ranges of a flow scalar's lines, without the blanks that folding drops. */
  private static List<int[]> flowLines(SourceText source, int from, int to) {
    List<int[]> lines = new ArrayList<>();
    String text = source.text();
    int first = source.lineOf(from);
    int last = source.lineOf(to);
    for (int line = first; line <= last; line++) {
      int a = line == first ? from : source.lineStart(line);
      int b = line == last ? to : source.lineEnd(line);
      if (line != first) {
        while (a < b && (text.charAt(a) == ' ' || text.charAt(a) == '\t')) {
          a++;
        }
      }
      if (line != last) {
        while (b > a && (text.charAt(b - 1) == ' ' || text.charAt(b - 1) == '\t')) {
          b--;
        }
      }
      lines.add(new int[] {a, b});
    }
    return lines;
  }

  /** Finds each file line's text in the value, in order; a line not found keeps its place. */
  private static List<Piece> align(SourceText source, String value, List<int[]> lines) {
    List<Piece> pieces = new ArrayList<>();
    int cursor = 0;
    for (int[] line : lines) {
      String piece = source.text().substring(line[0], line[1]);
      if (piece.isBlank()) {
        continue;
      }
      int found = value.indexOf(piece, cursor);
      if (found < 0) {
        while (cursor < value.length() && Character.isWhitespace(value.charAt(cursor))) {
          cursor++;
        }
        pieces.add(new Piece(cursor, line[0], piece.length()));
        continue;
      }
      pieces.add(new Piece(found, line[0], piece.length()));
      cursor = found + piece.length();
    }
    return pieces;
  }
}
