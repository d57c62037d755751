package io.github.topnkit.linter.parse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptTokensTest {

  private static ScriptTokens lex(String text) {
    return new ScriptTokens(text, new LineMap(text));
  }

  private static List<String> statements(String text) {
    return lex(text).statements().stream().map(r -> text.substring(r.start(), r.end())).toList();
  }

  @Test
  void splitsAtSemicolonsOutsideStringsCommentsAndStatementSets() {
    assertThat(
            statements(
                "SELECT ';' -- ;\n; /* ; */ SELECT `a;b`;"
                    + "EXECUTE STATEMENT SET BEGIN INSERT INTO s SELECT 1; INSERT INTO s SELECT 2;"
                    + " END; SELECT 3"))
        .containsExactly(
            "SELECT ';'",
            "SELECT `a;b`",
            "EXECUTE STATEMENT SET BEGIN INSERT INTO s SELECT 1; INSERT INTO s SELECT 2; END",
            "SELECT 3");
  }

  @Test
  void endsAStatementSetWithoutEndBeforeAStatementThatIsNoInsert() {
    ScriptTokens tokens =
        lex(
            "EXECUTE STATEMENT SET BEGIN INSERT INTO s SELECT 1; UPSERT INTO s SELECT 2; SELECT 3;");
    List<ScriptTokens.Range> ranges = tokens.statements();
    assertThat(ranges).hasSize(2);
    assertThat(ranges.get(0).unclosedBegin()).isEqualTo(3);
    assertThat(ranges.get(1).unclosedBegin()).isEqualTo(-1);
    assertThat(tokens.followedBySemicolon(ranges.get(0))).isTrue();
  }

  @Test
  void rejectsOneCharacterAndLexesOnAfterIt() {
    String text = "SELECT # x;\nSELECT \u20ac\u20ac \u20ac 2;\nSELECT 3;";
    ScriptTokens tokens = lex(text);
    List<ScriptTokens.Range> ranges = tokens.statements();
    assertThat(ranges).hasSize(3);
    int first = tokens.firstRejected(ranges.get(0));
    assertThat(tokens.kind(first)).isEqualTo(ScriptTokens.REJECTED);
    assertThat(tokens.rejection(first)).startsWith("unexpected character '#' (U+0023 NUMBER SIGN)");
    // A run of rejected text between two tokens is one rejection.
    int second = tokens.firstRejected(ranges.get(1));
    assertThat(text.substring(tokens.start(second), tokens.start(second + 1) - 1))
        .isEqualTo("\u20ac\u20ac \u20ac");
    assertThat(tokens.firstRejected(ranges.get(2))).isEqualTo(-1);
  }

  @Test
  void rejectsTheRestOfTheFileAfterAnUnclosedComment() {
    String text = "SELECT 1; /* open\nSELECT 2; -- x";
    ScriptTokens tokens = lex(text);
    assertThat(statements(text)).containsExactly("SELECT 1", "/* open\nSELECT 2; -- x");
    ScriptTokens.Range last = tokens.statements().get(1);
    assertThat(tokens.rejection(tokens.firstRejected(last)))
        .isEqualTo("block comment is not closed: no */ before the end of the file");
    assertThat(tokens.comments()).isEmpty();
  }

  @Test
  void rejectsAnUnclosedQuotedIdentifierAtItsBacktick() {
    String text = "SELECT `a FROM t;\nSELECT 2;";
    ScriptTokens tokens = lex(text);
    List<ScriptTokens.Range> ranges = tokens.statements();
    assertThat(ranges).hasSize(2);
    int rejected = tokens.firstRejected(ranges.get(0));
    assertThat(tokens.start(rejected)).isEqualTo(7);
    assertThat(tokens.rejection(rejected)).startsWith("quoted identifier is not closed");
  }

  @Test
  void readsLoneSurrogatesAsRejectedCharacters() {
    ScriptTokens tokens = lex("SELECT \ud800 1;");
    int rejected = tokens.firstRejected(tokens.statements().get(0));
    assertThat(tokens.rejection(rejected)).startsWith("unexpected character U+D800");
  }
}
