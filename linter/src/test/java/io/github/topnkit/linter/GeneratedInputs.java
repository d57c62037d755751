package io.github.topnkit.linter;

import static java.nio.charset.StandardCharsets.UTF_8;

import io.github.topnkit.linter.BadInputTest.Expect;
import io.github.topnkit.linter.BadInputTest.Input;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * Inputs too big, too deep or too random to keep as files: 10 MB scripts, 500-deep nesting, wide
 * statements, binary noise and seeded mutations of a valid script. Seeds are fixed, so a failure
 * names an input that fails again.
 */
final class GeneratedInputs {

  private static final int TEN_MB = 10 * 1024 * 1024;
  private static final int DEEP = 500;

  private static final String SCRIPT =
      """
      CREATE TABLE Orders (
        item STRING, price INT, ts TIMESTAMP(3),
        WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
      ) WITH ('connector' = 'datagen');
      SET 'table.exec.mini-batch.enabled' = 'true';
      /* top 3 per item */
      SELECT * FROM (
        SELECT item, price, ROW_NUMBER() OVER (PARTITION BY item ORDER BY price DESC) AS rn
        FROM Orders)
      WHERE rn <= 3; -- done
      EXECUTE STATEMENT SET BEGIN
        INSERT INTO s1 SELECT `item`, 'a''b' FROM Orders;
      END;
      """;

  private GeneratedInputs() {}

  static List<Input> huge() {
    String statement = "SELECT item, price FROM Orders WHERE price > 10;\n";
    return List.of(
        huge(
            "10 MB of statements with an error every 1,000",
            Expect.BROKEN,
            () -> {
              StringBuilder sb = new StringBuilder(TEN_MB + 100);
              for (int i = 0; sb.length() < TEN_MB; i++) {
                sb.append(i % 1000 == 999 ? "SELECT item FROM WHERE;\n" : statement);
              }
              return sb.toString();
            }),
        huge(
            "10 MB of statements that are all rejected",
            Expect.BROKEN,
            () -> "SELEC item FROM Orders;\n".repeat(TEN_MB / 24)),
        huge(
            "10 MB single-line string literal",
            Expect.VALID,
            () -> "SELECT '" + "x".repeat(TEN_MB) + "' AS s FROM Orders;"),
        huge(
            "10 MB single line of statements",
            Expect.VALID,
            () -> statement.replace('\n', ' ').repeat(TEN_MB / statement.length())),
        huge(
            "10 MB single-line operator chain",
            Expect.BROKEN,
            () -> "SELECT " + "a + ".repeat(TEN_MB / 4) + "1 FROM t;"),
        huge(
            "10 MB unclosed block comment",
            Expect.BROKEN,
            () -> "SELECT 1;\n/* " + "comment text ".repeat(TEN_MB / 13)),
        huge(
            "10 MB unclosed string literal",
            Expect.BROKEN,
            () -> "SELECT 1;\nSELECT 'x" + "y ;\n".repeat(TEN_MB / 4)),
        huge("10 MB of open parentheses", Expect.BROKEN, () -> "SELECT " + "(".repeat(TEN_MB)),
        huge(
            "10 MB of a character no token starts with",
            Expect.BROKEN,
            () -> "# ".repeat(TEN_MB / 2)),
        huge("10 MB of semicolons", Expect.VALID, () -> ";".repeat(TEN_MB)),
        huge(
            "10 MB of suppression comments",
            Expect.VALID,
            () -> "-- topnkit:disable=UnknownTable\nSELECT a FROM t;\n".repeat(TEN_MB / 49)));
  }

  static List<Input> deep() {
    List<Input> inputs = new ArrayList<>();
    inputs.add(
        deep("parentheses", "SELECT " + "(".repeat(DEEP) + "1" + ")".repeat(DEEP) + " FROM t;"));
    inputs.add(
        deep(
            "subqueries",
            "SELECT * FROM (".repeat(DEEP) + "SELECT 1 AS x" + ")".repeat(DEEP) + ";"));
    inputs.add(
        deep(
            "CASE expressions",
            "SELECT "
                + "CASE WHEN a > 1 THEN ".repeat(DEEP)
                + "1"
                + " ELSE 0 END".repeat(DEEP)
                + " FROM t;"));
    inputs.add(
        deep(
            "function calls",
            "SELECT " + "ABS(".repeat(DEEP) + "a" + ")".repeat(DEEP) + " FROM t;"));
    inputs.add(
        deep(
            "array constructors",
            "SELECT " + "ARRAY[".repeat(DEEP) + "1" + "]".repeat(DEEP) + " FROM t;"));
    inputs.add(
        deep(
            "CTEs",
            "WITH c AS (".repeat(DEEP) + "SELECT 1 AS x" + ") SELECT * FROM c".repeat(DEEP) + ";"));
    inputs.add(deep("NOT operators", "SELECT * FROM t WHERE " + "NOT ".repeat(DEEP) + "a;"));
    inputs.add(deep("unary minus", "SELECT " + "- ".repeat(DEEP) + "1 FROM t;"));
    StringBuilder views =
        new StringBuilder("CREATE TABLE v0 (a INT) WITH ('connector' = 'datagen');\n");
    for (int i = 1; i <= DEEP; i++) {
      views
          .append("CREATE VIEW v")
          .append(i)
          .append(" AS SELECT a FROM v")
          .append(i - 1)
          .append(";\n");
    }
    inputs.add(deep("views", views + "SELECT * FROM v" + DEEP + ";"));
    String topN = "SELECT item, price FROM Orders";
    for (int i = 0; i < 100; i++) {
      topN =
          "SELECT item, price FROM (SELECT item, price, ROW_NUMBER() OVER (PARTITION BY item ORDER"
              + " BY price DESC) AS rn FROM ("
              + topN
              + ")) WHERE rn <= 3";
    }
    String nestedTopN = SCRIPT + topN + ";";
    inputs.add(valid("100 nested Top-N queries", () -> nestedTopN));
    inputs.add(
        new Input(
            "100,000-deep parentheses, then a statement",
            bytes(
                () -> "SELECT " + "(".repeat(100_000) + "1" + ")".repeat(100_000) + ";\nSELECT 1;"),
            Expect.BROKEN,
            BadInputTest.TIMEOUT));
    return inputs;
  }

  static List<Input> wide() {
    List<Input> inputs = new ArrayList<>();
    inputs.add(
        valid(
            "10,000-column select",
            () -> {
              StringBuilder sb = new StringBuilder("SELECT c0");
              for (int i = 1; i < 10_000; i++) {
                sb.append(", c").append(i);
              }
              return sb.append(" FROM t;").toString();
            }));
    inputs.add(
        valid(
            "100,000-element IN list",
            () -> {
              StringBuilder sb = new StringBuilder("SELECT * FROM t WHERE a IN (0");
              for (int i = 1; i < 100_000; i++) {
                sb.append(", ").append(i);
              }
              return sb.append(");").toString();
            }));
    inputs.add(
        valid("100,000-character identifier", () -> "SELECT " + "x".repeat(100_000) + " FROM t;"));
    inputs.add(
        broken(
            "2,000,000-character identifier over the limit",
            () -> "SELECT " + "x".repeat(2_000_000) + " FROM t;"));
    inputs.add(
        valid("5,000,000-character string", () -> "SELECT '" + "y".repeat(5_000_000) + "';"));
    inputs.add(valid("2,000-operator chain", () -> "SELECT " + "a + ".repeat(2_000) + "1 FROM t;"));
    inputs.add(
        broken(
            "50,000 UNION ALL",
            () -> "SELECT 1" + " UNION ALL SELECT 1".repeat(50_000) + ";\nSELECT 2;"));
    inputs.add(
        broken(
            "20,000 OR terms",
            () -> "SELECT * FROM t WHERE a = 1" + " OR a = 1".repeat(20_000) + ";"));
    inputs.add(valid("100,000 empty statements", () -> "SELECT 1" + ";\n".repeat(100_000)));
    inputs.add(valid("100,000 comment lines", () -> "-- comment\n".repeat(100_000) + "SELECT 1;"));
    return inputs;
  }

  static List<Input> binary() {
    List<Input> inputs = new ArrayList<>();
    for (int seed = 1; seed <= 10; seed++) {
      Random random = new Random(seed);
      int size = 1 << (2 * seed);
      byte[] noise = new byte[size];
      random.nextBytes(noise);
      inputs.add(
          new Input(
              "random bytes, seed " + seed + ", " + size + " bytes",
              () -> noise,
              Expect.EITHER,
              BadInputTest.TIMEOUT));
    }
    for (int seed = 1; seed <= 5; seed++) {
      Random random = new Random(seed);
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < 10_000; i++) {
        sb.append((char) (' ' + random.nextInt(95)));
      }
      inputs.add(broken("random printable ASCII, seed " + seed, sb::toString));
    }
    inputs.add(broken("SQL with a NUL byte at the end", () -> SCRIPT + "\0"));
    byte[] script = SCRIPT.getBytes(UTF_8);
    byte[] noisy = Arrays.copyOf(script, script.length + 4);
    noisy[script.length] = (byte) 0xff;
    noisy[script.length + 1] = (byte) 0x80;
    inputs.add(
        new Input(
            "SQL followed by bytes that are not UTF-8",
            () -> noisy,
            Expect.BROKEN,
            BadInputTest.TIMEOUT));
    return inputs;
  }

  /**
   * Seeded mutations of a valid script: cut at every 7th character, and single edits that drop or
   * insert a character from the ones that break SQL most (quotes, comment markers, parentheses).
   */
  static List<Input> fuzzed() {
    List<Input> inputs = new ArrayList<>();
    for (int cut = 7; cut < SCRIPT.length(); cut += 7) {
      String text = SCRIPT.substring(0, cut);
      inputs.add(either("script cut after " + cut + " characters", () -> text));
    }
    String[] nasty = {
      "'",
      "\"",
      "`",
      "(",
      ")",
      "/*",
      "*/",
      "--",
      ";",
      "\t",
      "\r",
      "\u00a0",
      "#",
      "\uD83D\uDE00",
      "BEGIN",
      "END"
    };
    Random random = new Random(42);
    for (int i = 0; i < 80; i++) {
      int at = random.nextInt(SCRIPT.length());
      String text =
          i % 2 == 0
              ? SCRIPT.substring(0, at) + SCRIPT.substring(at + 1)
              : SCRIPT.substring(0, at)
                  + nasty[random.nextInt(nasty.length)]
                  + SCRIPT.substring(at);
      inputs.add(either("script edit " + i + " at offset " + at, () -> text));
    }
    return inputs;
  }

  private static Input huge(String name, Expect expect, Supplier<String> text) {
    return new Input(name, bytes(text), expect, BadInputTest.HUGE_TIMEOUT);
  }

  private static Input deep(String what, String sql) {
    return new Input(DEEP + "-deep " + what, bytes(() -> sql), Expect.VALID, BadInputTest.TIMEOUT);
  }

  private static Input valid(String name, Supplier<String> text) {
    return new Input(name, bytes(text), Expect.VALID, BadInputTest.TIMEOUT);
  }

  private static Input broken(String name, Supplier<String> text) {
    return new Input(name, bytes(text), Expect.BROKEN, BadInputTest.TIMEOUT);
  }

  private static Input either(String name, Supplier<String> text) {
    return new Input(name, bytes(text), Expect.EITHER, BadInputTest.TIMEOUT);
  }

  private static Supplier<byte[]> bytes(Supplier<String> text) {
    return () -> text.get().getBytes(UTF_8);
  }
}
