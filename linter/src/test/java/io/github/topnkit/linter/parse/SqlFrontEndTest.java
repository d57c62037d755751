package io.github.topnkit.linter.parse;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlSelect;
import org.apache.calcite.sql.SqlWith;
import org.apache.flink.sql.parser.ddl.SqlSet;
import org.apache.flink.sql.parser.ddl.table.SqlCreateTable;
import org.apache.flink.sql.parser.ddl.view.SqlCreateView;
import org.apache.flink.sql.parser.dml.RichSqlInsert;
import org.apache.flink.sql.parser.dml.SqlExecute;
import org.apache.flink.sql.parser.dml.SqlStatementSet;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class SqlFrontEndTest {

  private static final String SCRIPT =
      """
      SET 'table.exec.mini-batch.enabled' = 'true';
      -- the source
      CREATE TABLE Orders (
        id BIGINT,
        price DECIMAL(10, 2),
        total AS price * 2,
        ts TIMESTAMP(3),
        WATERMARK FOR ts AS ts - INTERVAL '5' SECOND,
        PRIMARY KEY (id) NOT ENFORCED
      ) WITH ('connector' = 'kafka', 'topic' = 'orders');
      CREATE VIEW Expensive AS SELECT id, price FROM Orders WHERE price > 100;
      /* copy */ INSERT INTO Sink SELECT * FROM Expensive;
      EXECUTE STATEMENT SET BEGIN
        INSERT INTO Sink SELECT * FROM Orders;
        INSERT INTO Sink2 SELECT id FROM Orders;
      END;
      WITH a AS (SELECT id FROM Orders), b AS (SELECT id FROM a) SELECT * FROM b
      """;

  private final SqlFrontEnd frontEnd = new SqlFrontEnd();

  private ParsedScript parse(String sql) {
    return frontEnd.parse(SourceFile.of("test.sql", sql));
  }

  @Nested
  class Statements {

    @Test
    void spanFromTheFirstToTheLastTokenOfEachStatement() {
      ParsedScript script = parse(SCRIPT);
      assertThat(script.problems()).isEmpty();
      assertThat(script.statements())
          .extracting(s -> s.span().toString() + " " + s.node().getClass().getSimpleName())
          .containsExactly(
              "1:1-1:44 SqlSet",
              "3:1-10:50 SqlCreateTable",
              "11:1-11:71 SqlCreateView",
              "12:12-12:51 RichSqlInsert",
              "13:1-16:3 SqlExecute",
              "17:1-17:74 SqlWith");
      assertThat(script.statements())
          .extracting(ParsedStatement::index)
          .containsExactly(0, 1, 2, 3, 4, 5);
    }

    @Test
    void keepTheirParts() {
      List<SqlNode> nodes = parse(SCRIPT).statements().stream().map(ParsedStatement::node).toList();
      SqlSet set = (SqlSet) nodes.get(0);
      assertThat(set.getKeyString()).isEqualTo("table.exec.mini-batch.enabled");
      assertThat(set.getValueString()).isEqualTo("true");
      SqlCreateTable table = (SqlCreateTable) nodes.get(1);
      assertThat(table.getColumnList()).hasSize(4);
      assertThat(table.getWatermark()).isPresent();
      assertThat(table.getFullConstraints())
          .singleElement()
          .satisfies(c -> assertThat(c.isPrimaryKey()).isTrue());
      assertThat(table.getProperties())
          .containsEntry("connector", "kafka")
          .containsEntry("topic", "orders");
      assertThat(((SqlCreateView) nodes.get(2)).getQuery()).isInstanceOf(SqlSelect.class);
      assertThat(((RichSqlInsert) nodes.get(3)).getTargetTable()).hasToString("Sink");
      SqlStatementSet statementSet = (SqlStatementSet) ((SqlExecute) nodes.get(4)).getStatement();
      assertThat(statementSet.getInserts()).hasSize(2);
      assertThat(((SqlWith) nodes.get(5)).withList).hasSize(2);
    }

    @Test
    void nestingDeeperThanTheLimitIsRejectedAtTheBracketThatCrossesIt() {
      int depth = 10_001;
      String deep = "SELECT " + "(".repeat(depth) + "1" + ")".repeat(depth) + ";\nSELECT 2;";
      ParsedScript script = parse(deep);
      assertThat(script.problems())
          .singleElement()
          .satisfies(
              p -> {
                assertThat(p.span().startLine()).isEqualTo(1);
                // "SELECT " is 7 characters; the 10,001st bracket is at column 7 + 10,001.
                assertThat(p.span().startColumn()).isEqualTo(10_008);
                assertThat(p.message()).startsWith("brackets are nested more than 10000 deep");
              });
      assertThat(script.statements()).hasSize(1);
    }

    @Test
    void manyOnOneLineWithCommentsBetween() {
      ParsedScript script = parse("SELECT 1; /* a; */ SELECT 2 -- b;\n; SELECT ';' ;;");
      assertThat(script.statements())
          .extracting(s -> s.span().toString())
          .containsExactly("1:1-1:8", "1:20-1:27", "2:3-2:12");
    }

    @Test
    void noneInEmptyOrCommentOnlyText() {
      for (String text : List.of("", " \n\t", ";;;", "-- x", "/* x */", "// x\n;\n")) {
        ParsedScript script = parse(text);
        assertThat(script.statements()).as(text).isEmpty();
        assertThat(script.problems()).as(text).isEmpty();
      }
    }
  }

  @Nested
  class Positions {

    @Test
    void areTheSameWhenStatementsAreParsedOneByOneAfterAnError() {
      String valid = "SELECT 1;\nSELECT a\nFROM t WHERE b > 1;";
      String broken = "SELEC 1;\nSELECT a\nFROM t WHERE b > 1;";
      assertThat(whereClause(parse(valid).statements().get(1))).isEqualTo("3:14-3:18");
      assertThat(whereClause(parse(broken).statements().get(0))).isEqualTo("3:14-3:18");
    }

    @Test
    void countTabsAsOneColumnAndAnyLineEnding() {
      String text = "SELEC 1;\r\n\tSELECT\ta\rFROM t WHERE\tb > 1;";
      ParsedStatement statement = parse(text).statements().get(0);
      assertThat(statement.span()).hasToString("2:2-3:18");
      assertThat(whereClause(statement)).isEqualTo("3:14-3:18");
    }

    private String whereClause(ParsedStatement statement) {
      return Span.of(((SqlSelect) statement.node()).getWhere()).toString();
    }
  }

  @Nested
  class Recovery {

    @Test
    void rejectsOnlyTheBrokenStatementsWithTheirExtents() {
      ParsedScript script = parse("SELECT 1;\nSELECT FROM;\nSELECT 2;\nSELEC 3;\nSELECT 4;");
      assertThat(script.statements())
          .extracting(s -> s.span().startLine())
          .containsExactly(1, 3, 5);
      assertThat(script.problems())
          .extracting(p -> p.span() + " in " + p.statement())
          .containsExactly("2:8-2:11 in 2:1-2:11", "4:1-4:5 in 4:1-4:7");
      assertThat(script.problems().get(1).message())
          .startsWith("statement does not start with a keyword such as SELECT");
    }

    @Test
    void reportsTheEndOfTheStatementAndWhatWasExpected() {
      assertThat(parse("CREATE TABLE t (a INT) WITH (").problems())
          .singleElement()
          .satisfies(
              p -> {
                assertThat(p.span()).hasToString("1:29-1:29");
                assertThat(p.message())
                    .startsWith("statement ends too early; expected one of \")\"");
              });
      assertThat(parse("SELECT a FROM t WHERE a <=;").problems())
          .singleElement()
          .satisfies(
              p -> assertThat(p.message()).startsWith("statement ends too early after \"<=\""));
    }

    @Test
    void namesInvisibleCharactersTheLexerRejects() {
      assertThat(parse("SELECT\u00a01;\nSELECT \u0001;").problems())
          .extracting(p -> p.span().startLine() + ":" + p.span().startColumn() + " " + p.message())
          .containsExactly(
              "1:7 unexpected character U+00A0 NO-BREAK SPACE; Flink SQL has no token that starts"
                  + " with it",
              "2:8 unexpected character U+0001 START OF HEADING; Flink SQL has no token that"
                  + " starts with it");
    }

    @Test
    void explainsDoubleQuotesAndCutsLongNames() {
      assertThat(parse("SELECT * FROM t WHERE name = \"Bob\";").problems())
          .singleElement()
          .satisfies(p -> assertThat(p.message()).startsWith("double quotes are not SQL quotes"));
      assertThat(parse("SELECT " + "x".repeat(2_000_000) + ";").problems())
          .singleElement()
          .satisfies(
              p ->
                  assertThat(p.message())
                      .isEqualTo(
                          "Length of identifier '"
                              + "x".repeat(40)
                              + "...' must be less than or equal to 1048576 characters"));
    }

    @Test
    void reportsNestingThatOverflowsTheStackAtTheStatementStart() throws InterruptedException {
      String deep = "SELECT " + "ABS(".repeat(5_000) + "a" + ")".repeat(5_000) + " FROM t";
      AtomicReference<ParsedScript> result = new AtomicReference<>();
      // A small stack overflows for sure; the linter itself runs on a large one.
      Thread thread =
          new Thread(
              null,
              () -> result.set(parse("SELECT 1;\n  " + deep + ";\nSELECT 2;")),
              "small",
              256 * 1024);
      thread.start();
      thread.join();
      ParsedScript script = result.get();
      assertThat(script.statements()).extracting(s -> s.span().startLine()).containsExactly(1, 3);
      assertThat(script.problems())
          .singleElement()
          .satisfies(
              p -> {
                assertThat(p.span()).hasToString("2:3-2:3");
                assertThat(p.message()).startsWith("statement is nested too deeply");
              });
    }

    @Test
    void refusesOperatorChainsThatCalciteTakesMinutesToRead() {
      String chain = "SELECT a" + " + a".repeat(OperatorChainFinder.MAX_OPERATORS + 1) + " FROM t;";
      ParsedScript script =
          assertTimeoutPreemptively(Duration.ofSeconds(10), () -> parse("SELECT 1;\n" + chain));
      assertThat(script.statements()).hasSize(1);
      assertThat(script.problems())
          .singleElement()
          .satisfies(
              p -> {
                assertThat(p.span()).hasToString("2:10-2:10");
                assertThat(p.message()).startsWith("expression chains more than 10,000 operators");
              });
    }

    @Test
    void stopsAfterAThousandRejectedStatements() {
      ParsedScript script = parse("SELECT 0;\n" + "SELEC x;\n".repeat(1_500));
      assertThat(script.statements()).hasSize(1);
      assertThat(script.problems()).hasSize(SqlFrontEnd.MAX_PROBLEMS + 1);
      ParsedScript.SyntaxProblem last = script.problems().get(SqlFrontEnd.MAX_PROBLEMS);
      assertThat(last.span()).hasToString("1002:1-1002:1");
      assertThat(last.message())
          .isEqualTo(
              "1,000 statements were rejected, so the remaining 500 statements from here on are"
                  + " not checked; is this file Flink SQL?");
    }

    @Test
    void closesAStatementSetWithoutEndAtTheFirstStatementThatIsNoInsert() {
      ParsedScript script =
          parse(
              """
              EXECUTE STATEMENT SET BEGIN
                INSERT INTO s SELECT 1;
              SELECT 2;
              """);
      assertThat(script.statements())
          .extracting(s -> s.span().toString())
          .containsExactly("3:1-3:8");
      assertThat(script.problems())
          .singleElement()
          .satisfies(
              p -> {
                assertThat(p.span()).hasToString("1:23-1:23");
                assertThat(p.statement()).hasToString("1:1-2:24");
                assertThat(p.message()).startsWith("statement set is not closed");
              });
    }

    @Test
    void reportsAnErrorInsideAStatementSetWithoutEndRatherThanTheMissingEnd() {
      ParsedScript script =
          parse("EXECUTE STATEMENT SET BEGIN\n  INSERT INTO s SELECT FROM;\nSELECT 2;");
      assertThat(script.problems())
          .singleElement()
          .satisfies(p -> assertThat(p.span()).hasToString("2:24-2:27"));
    }
  }

  @Nested
  class Comments {

    @Test
    void areFoundWithTheirPositionsButNotInsideStringsOrHints() {
      ParsedScript script =
          parse(
              """
              -- first
              SELECT '-- no', /*+ no hint comment */ 1 // second
              FROM t; /* third
                 spans lines */
              SELECT 1 --last""");
      assertThat(script.comments())
          .extracting(c -> c.span() + " " + c.text())
          .containsExactly(
              "1:1-1:8 -- first",
              "2:42-2:50 // second",
              "3:9-4:17 /* third\n   spans lines */",
              "5:10-5:15 --last");
    }

    @Test
    void stopAtAnUnclosedComment() {
      ParsedScript script = parse("SELECT 1; -- one\n/* open -- not a line comment\nSELECT 2;");
      assertThat(script.comments())
          .extracting(ParsedScript.Comment::text)
          .containsExactly("-- one");
      assertThat(script.statements()).hasSize(1);
    }
  }
}
