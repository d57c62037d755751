package io.github.topnkit.linter.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.calcite.sql.SqlCall;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlLiteral;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.util.SqlBasicVisitor;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImplConstants;
import org.apache.flink.sql.parser.impl.FlinkSqlParserImplTokenManager;
import org.apache.flink.sql.parser.impl.Token;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ReplayedTokensTest {

  /** The planner-agreement corpus and a few lexically awkward scripts. */
  static Stream<String> scripts() throws IOException {
    List<String> scripts = new ArrayList<>();
    for (String name :
        List.of(
            "batch",
            "dedup",
            "errors",
            "filters",
            "shapes",
            "sinks",
            "topn",
            "updating",
            "window")) {
      try (InputStream in =
          ReplayedTokensTest.class.getResourceAsStream("/agreement/" + name + ".sql")) {
        scripts.add(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      }
    }
    scripts.add(
        """
        /* a block comment */ SELECT `my col`, 'it''s' -- trailing
        FROM `db`.`t` /*+ OPTIONS('a'='b') */
        WHERE c = 'line one
        line two' AND d <> X'0A';
        SELECT\tü, 1.5e3, INTERVAL '1' MINUTE FROM t\r\n;
        """);
    return scripts.stream();
  }

  @ParameterizedTest
  @MethodSource("scripts")
  void theParserBuildsTheSameTreesWithTheSamePositionsFromReplayedTokens(String text)
      throws SqlParseException {
    LineMap lines = new LineMap(text);
    ScriptTokens tokens = new ScriptTokens(text, lines);
    FlinkSqlParserImplTokenManager replayed = tokens.replay().orElseThrow();
    FlinkSqlParserImplTokenManager lexed =
        new FlinkSqlParserImplTokenManager(TextCharStream.of(text, lines, 0, text.length()));

    List<String> fromReplay = describe(parse(replayed));
    List<String> fromLexer = describe(parse(lexed));

    assertThat(fromReplay).hasSizeGreaterThan(20).isEqualTo(fromLexer);
  }

  @Test
  void aFileTheLexerRejectsPartOfIsNotReplayed() {
    String text = "SELECT 1; SELECT # FROM t;";
    assertThat(new ScriptTokens(text, new LineMap(text)).replay()).isEmpty();
  }

  @Test
  void aParserInAnotherLexicalStateIsRefused() {
    String text = "SELECT 1";
    FlinkSqlParserImplTokenManager replayed =
        new ScriptTokens(text, new LineMap(text)).replay().orElseThrow();
    replayed.SwitchTo(FlinkSqlParserImplConstants.DQID);

    assertThatThrownBy(replayed::getNextToken).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void pastTheEndComesANewEndOfInputEachTime() {
    String text = "SELECT 1";
    FlinkSqlParserImplTokenManager replayed =
        new ScriptTokens(text, new LineMap(text)).replay().orElseThrow();
    List<Token> read = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      read.add(replayed.getNextToken());
    }

    assertThat(read).extracting(t -> t.image).containsExactly("SELECT", "1", "", "", "");
    assertThat(read.get(3)).isNotSameAs(read.get(2));
    assertThat(read.get(4).kind).isEqualTo(FlinkSqlParserImplConstants.EOF);
  }

  private static SqlNodeList parse(FlinkSqlParserImplTokenManager lexer) throws SqlParseException {
    return SqlFrontEnd.parser(lexer).parseStmtList();
  }

  /** Every node of the trees in order, with its kind, text and position. */
  private static List<String> describe(SqlNodeList statements) {
    List<String> nodes = new ArrayList<>();
    SqlBasicVisitor<Void> visitor =
        new SqlBasicVisitor<>() {
          @Override
          public Void visit(SqlCall call) {
            nodes.add(call.getKind() + " " + call.getParserPosition());
            return super.visit(call);
          }

          @Override
          public Void visit(SqlIdentifier id) {
            nodes.add(id + " " + id.getParserPosition());
            return null;
          }

          @Override
          public Void visit(SqlLiteral literal) {
            nodes.add(literal + " " + literal.getParserPosition());
            return null;
          }
        };
    for (SqlNode statement : statements) {
      nodes.add(statement.toString());
      statement.accept(visitor);
    }
    return nodes;
  }
}
