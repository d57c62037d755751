package io.github.topnkit.linter.parse;

import java.util.List;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImplConstants;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImplTokenManager;
import org.apache.flink.sql.parser.impl.Token;

/**
 * Flink's lexer handing the parser tokens that were already read from the same text in the same
 * lexical state, so that a clean file is lexed once rather than once to find its statements and
 * again to parse them. Flink's parser asks its lexer only for the next token and, once before
 * parsing, for its lexical state.
 */
final class ReplayedTokens extends FlinkSqlParserImplTokenManager {

  private final List<Token> tokens;
  private int next;
  private int state = FlinkSqlParserImplConstants.BTID;

  /** {@code tokens} ends with the lexer's EOF token; the parser links them as it reads them. */
  ReplayedTokens(List<Token> tokens) {
    super(TextCharStream.of("", new LineMap(""), 0, 0));
    this.tokens = tokens;
  }

  @Override
  public void SwitchTo(int lexState) {
    state = lexState;
  }

  /**
   * The next token; past the end, a new EOF token each time, as the lexer gives. A parser set to
   * another lexical state than the tokens were read in is refused rather than given other tokens.
   */
  @Override
  public Token getNextToken() {
    if (state != FlinkSqlParserImplConstants.BTID) {
      throw new IllegalStateException("tokens were read in state BTID, the parser wants " + state);
    }
    if (next < tokens.size()) {
      return tokens.get(next++);
    }
    Token eof = tokens.get(tokens.size() - 1);
    Token more = Token.newToken(eof.kind);
    more.image = eof.image;
    more.beginLine = eof.beginLine;
    more.beginColumn = eof.beginColumn;
    more.endLine = eof.endLine;
    more.endColumn = eof.endColumn;
    return more;
  }
}
