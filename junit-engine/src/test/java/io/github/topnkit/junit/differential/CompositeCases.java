package io.github.topnkit.junit.differential;

import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.plan.Field;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * Drafts the composite cases from their own random stream (so the plain cases of a seed stay as
 * they were): aggregation-fed, nested, correlated-LATERAL and view-split Top-N, each also written
 * into a print sink by {@code INSERT INTO S (a, b, ...)} with a column list, which maps the query's
 * fields onto the sink's columns by name and leaves the sink's other columns NULL.
 */
final class CompositeCases {

  /** The kinds of composite case, drawn with equal weight. */
  enum Kind {
    AGGREGATE_TOP_N,
    NESTED_TOP_N,
    LATERAL_TOP_N,
    VIEW_TOP_N,
    INSERT_WITH_COLUMN_LIST
  }

  private static final List<String> EXTRA_COLUMNS = List.of("note STRING", "extra BIGINT");

  /**
   * The types of the generated queries' columns, for a field the linter cannot type: Flink's type
   * of each aggregate ({@code COUNT} BIGINT, {@code SUM} of BIGINT BIGINT, {@code MAX}/{@code MIN}
   * their argument's) and of the rank numbers.
   */
  private static final Map<String, String> TYPES =
      Map.ofEntries(
          Map.entry("id", "INT"),
          Map.entry("k1", "STRING"),
          Map.entry("k2", "INT"),
          Map.entry("v", "BIGINT"),
          Map.entry("d", "DOUBLE"),
          Map.entry("p", "DECIMAL(10, 2)"),
          Map.entry("ts", "TIMESTAMP(3)"),
          Map.entry("fc", "BIGINT"),
          Map.entry("fs", "BIGINT"),
          Map.entry("fm", "DOUBLE"),
          Map.entry("fp", "DECIMAL(10, 2)"),
          Map.entry("cs", "BIGINT"),
          Map.entry("cc", "BIGINT"),
          Map.entry("cm", "DECIMAL(10, 2)"),
          Map.entry("cn", "BIGINT"),
          Map.entry("cnt", "BIGINT"),
          Map.entry("mid", "INT"));

  private final CaseGenerator cases;
  private final Random random;
  private final InputGenerator inputs;
  private final CompositeQueryGenerator queries;

  CompositeCases(CaseGenerator cases, long seed) {
    this.cases = cases;
    // A stream of its own, so that more composite cases leave the plain ones unchanged.
    this.random = new Random(seed * 31 + 17);
    this.inputs = new InputGenerator(random);
    this.queries = new CompositeQueryGenerator(random);
  }

  Optional<GeneratedCase> draft(int number) {
    Kind kind = Kind.values()[random.nextInt(Kind.values().length)];
    SourceKind source =
        switch (random.nextInt(4)) {
          case 0 -> SourceKind.UPSERT;
          case 1 -> SourceKind.CDC;
          default -> SourceKind.APPEND;
        };
    int rows = 5 + random.nextInt(26);
    double nullRate = random.nextInt(3) == 0 ? 0.0 : 0.15;
    String ddl = InputGenerator.ddl(source, random.nextInt(4));
    List<String> input =
        source == SourceKind.APPEND
            ? inputs.appendRows(rows, nullRate, 0.1)
            : inputs.updatingRows(source, rows, nullRate);
    Kind queryKind =
        kind == Kind.INSERT_WITH_COLUMN_LIST
            ? Kind.values()[random.nextInt(Kind.values().length - 1)]
            : kind;
    CompositeQueryGenerator.Composite query =
        switch (queryKind) {
          case AGGREGATE_TOP_N -> queries.aggregateTopN(source);
          case NESTED_TOP_N -> queries.nestedTopN(source);
          case LATERAL_TOP_N -> queries.lateralTopN(source);
          default -> queries.viewTopN(source);
        };
    String suffix = ", " + rows + " rows" + (nullRate > 0 ? " with NULLs" : "");
    if (kind != Kind.INSERT_WITH_COLUMN_LIST) {
      if (query.unrunnable().isPresent()) {
        return cases.drop(query.unrunnable().get());
      }
      return cases.accept(
          number, query.description() + suffix, ddl, query.views(), input, query.sql(), false);
    }
    Optional<List<Field>> fields = fields(number, ddl, query);
    if (fields.isEmpty()) {
      return Optional.empty();
    }
    String[] script = insert(fields.get(), query.sql());
    if (query.unrunnable().isPresent()) {
      return cases.drop(query.unrunnable().get());
    }
    return cases.accept(
        number,
        "INSERT INTO S (" + script[1] + ") of " + query.description() + suffix,
        ddl,
        query.views(),
        input,
        script[0],
        true);
  }

  /** A nullable sink column type for the field: the linter's, else the generator's own. */
  private static String sinkType(Field f) {
    if (f.type().isKnown()) {
      return f.type().materialized().withNullable(true).toString();
    }
    String type = TYPES.get(f.name());
    return type != null ? type : f.name().startsWith("r") ? "BIGINT" : "STRING";
  }

  /** The query's output fields as the linter types them; empty when it cannot analyze it. */
  private Optional<List<Field>> fields(
      int number, String ddl, CompositeQueryGenerator.Composite query) {
    Optional<ScriptModel> model = cases.analyze(number, ddl, query.views(), query.sql());
    return model.flatMap(
        m ->
            m.queries().stream()
                .filter(q -> q.kind() == AnalyzedStatement.Kind.QUERY)
                .reduce((first, second) -> second)
                .map(q -> q.model().plan().root().rowType().fields()));
  }

  /**
   * The script creating the print sink {@code S} (the query's columns in another order, with a
   * column or two the INSERT leaves out) and inserting the query with a column list; and the list.
   */
  private String[] insert(List<Field> fields, String sql) {
    List<String> names = fields.stream().map(Field::name).toList();
    List<String> columns = new ArrayList<>();
    for (Field f : fields) {
      columns.add(f.name() + " " + sinkType(f));
    }
    Collections.shuffle(columns, random);
    // At least one column is left out: the list then differs from the sink's columns in size, and
    // the comparison (ChangelogKeys) finds the query's fields in the sink by name.
    int extras = 1 + random.nextInt(EXTRA_COLUMNS.size());
    for (String extra : EXTRA_COLUMNS.subList(0, extras)) {
      columns.add(random.nextInt(columns.size() + 1), extra);
    }
    List<String> listed = new ArrayList<>(names);
    String select = sql;
    if (random.nextBoolean()) {
      // The list in yet another order, the query's fields reordered to match it.
      Collections.shuffle(listed, random);
      select = "SELECT " + String.join(", ", listed) + " FROM (\n" + sql.indent(2) + ")";
    }
    String ddl =
        "CREATE TABLE S (\n  " + String.join(", ", columns) + "\n) WITH ('connector' = 'print');\n";
    String list = String.join(", ", listed);
    return new String[] {ddl + "INSERT INTO S (" + list + ")\n" + select, list};
  }
}
