package io.github.topnkit.linter.parse;

import java.io.Reader;
import org.apache.flink.sql.parser.impl.SimpleCharStream;

/**
 * Flink's lexer input starting at a given line and column, counting a tab as one column as
 * Calcite's parser does, so positions match the ones a whole-file parse reports.
 */
final class TabOneCharStream extends SimpleCharStream {

  TabOneCharStream(Reader reader, int line, int column) {
    super(reader, line, column);
    setTabSize(1);
  }
}
