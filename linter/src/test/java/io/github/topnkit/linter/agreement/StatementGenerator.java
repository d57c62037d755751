package io.github.topnkit.linter.agreement;

import io.github.topnkit.linter.agreement.GenRelation.Column;
import java.util.ArrayList;
import java.util.List;

/**
 * The planner-differential generator: seeded random schemas and statements of every {@link
 * GenShape}, streaming or batch, queries or INSERTs into random sinks. The same seed and index give
 * the same statement.
 */
final class StatementGenerator {

  static final long SEED = 20_261_202L;

  private final long seed;

  StatementGenerator(long seed) {
    this.seed = seed;
  }

  GeneratedStatement generate(int index) {
    return build(index, Choices.random(seed * 1_000_003L + index));
  }

  /** The statement the given choices make, as a shrinker tries them. */
  GeneratedStatement replay(GeneratedStatement original, List<Integer> choices) {
    return build(original.index(), Choices.replaying(choices));
  }

  private GeneratedStatement build(int index, Choices c) {
    GenShape shape = c.oneOf(List.of(GenShape.values()));
    boolean streaming = !c.chance(15);
    boolean timed =
        shape == GenShape.DEDUPLICATE
            || shape == GenShape.WINDOW_RANK
            || shape == GenShape.WINDOW_TOP_N_OVER_WINDOW_AGGREGATE;
    List<String> ddl = new ArrayList<>();
    GenSource s1 = GenSource.random("S1", c, timed, streaming);
    ddl.add(s1.ddl());
    GenSource s2 = null;
    if (shape == GenShape.TOP_N_OVER_JOIN || shape == GenShape.TOP_N_OVER_UNION) {
      s2 = GenSource.random("S2", c, false, streaming);
      ddl.add(s2.ddl());
    }
    GenRanks ranks = new GenRanks(c);
    GenRelations relations = new GenRelations(c);
    GenRelation in = s1.relation();
    GenRelation query =
        switch (shape) {
          case TOP_N -> ranks.topN(in, in.keys(), in.columns());
          case TOP_N_OVER_PROJECTION -> topN(ranks, relations.project(in));
          case TOP_N_OVER_AGGREGATE ->
              topN(ranks, relations.aggregate(maybeProject(c, relations, in)));
          case DEDUPLICATE -> ranks.deduplicate(in, timeAttribute(c, in), in.keys());
          case RANK_OVER_RANK -> topN(ranks, inner(c, ranks, relations, in));
          case WINDOW_TOP_N_OVER_WINDOW_AGGREGATE -> {
            GenRelation agg = relations.windowAggregate(relations.window(s1));
            yield ranks.windowRank(agg, agg.keys().subList(2, agg.keys().size()), agg.numeric());
          }
          case WINDOW_RANK -> windowRank(c, ranks, relations.window(s1));
          case VIEW_SPLIT_TOP_N -> viewSplit(c, ranks, relations, in, ddl);
          case LATERAL_LIMIT -> lateral(c);
          case SORT_LIMIT -> sortLimit(c, maybeProject(c, relations, in));
          case TOP_N_OVER_JOIN -> topN(ranks, relations.join(s1, s2));
          case TOP_N_OVER_UNION -> topN(ranks, relations.union(s1, s2));
        };
    boolean insert = c.chance(30);
    String statement = insert ? new GenSinks(c).insert(query, ddl) : query.sql();
    return new GeneratedStatement(seed, index, shape, insert, streaming, ddl, statement, c.made());
  }

  private static GenRelation topN(GenRanks ranks, GenRelation in) {
    return ranks.topN(in, in.keys(), in.columns());
  }

  private static GenRelation maybeProject(Choices c, GenRelations relations, GenRelation in) {
    return c.chance(40) ? relations.project(in) : in;
  }

  private static Column timeAttribute(Choices c, GenRelation in) {
    List<Column> times =
        in.columns().stream().filter(col -> col.time() != GenRelation.Time.NONE).toList();
    return c.oneOf(times);
  }

  /** What a rank over a rank reads: a Top-N, a deduplication or an aggregation's Top-N. */
  private static GenRelation inner(
      Choices c, GenRanks ranks, GenRelations relations, GenRelation in) {
    return switch (c.pick(3)) {
      case 0 -> ranks.topN(in, in.keys(), in.columns());
      case 1 ->
          in.timeAttribute().isPresent()
              ? ranks.deduplicate(in, timeAttribute(c, in), in.keys())
              : ranks.topN(in, in.keys(), in.columns());
      default -> topN(ranks, relations.aggregate(in));
    };
  }

  private static GenRelation windowRank(Choices c, GenRanks ranks, GenRelation window) {
    List<Column> keys =
        window.keys().stream()
            .filter(col -> !col.name().startsWith("window_") && !col.name().equals("id"))
            .toList();
    if (c.chance(40)) {
      Column time =
          window.columns().stream()
              .filter(
                  col -> col.time() != GenRelation.Time.NONE && !col.name().equals("window_time"))
              .findFirst()
              .orElseThrow();
      return ranks.windowDeduplicate(window, time, keys);
    }
    return ranks.windowRank(window, keys, window.numeric());
  }

  /**
   * The rank function in a view, its filter in the statement that reads the view, or the reverse.
   */
  private static GenRelation viewSplit(
      Choices c, GenRanks ranks, GenRelations relations, GenRelation in, List<String> ddl) {
    if (c.chance(50)) {
      GenRelation agg = relations.aggregate(in);
      ddl.add("CREATE VIEW V AS " + agg.sql());
      GenRelation view = new GenRelation("V", agg.columns());
      return topN(ranks, view);
    }
    GenRelation ranked = ranks.unfiltered(in, in.keys(), in.columns());
    ddl.add("CREATE VIEW V AS " + ranked.sql());
    String rn = ranked.columns().get(ranked.columns().size() - 1).name();
    int n = 1 + c.pick(5);
    String filter = c.oneOf(List.of(rn + " <= " + n, rn + " = 1", rn + " < " + (n + 1)));
    return new GenRelation("SELECT * FROM V WHERE " + filter, ranked.columns());
  }

  /** The correlated LIMIT per key that Flink's CorrelateSortToRankRule turns into a Rank. */
  private static GenRelation lateral(Choices c) {
    String order = c.oneOf(List.of("v DESC", "v", "id DESC"));
    int n = 1 + c.pick(5);
    String sql =
        "SELECT o.k1, t.v, t.id FROM (SELECT DISTINCT k1 FROM S1) o,\n"
            + "LATERAL (SELECT v, id FROM S1 i WHERE i.k1 = o.k1 ORDER BY "
            + order
            + " LIMIT "
            + n
            + ") t";
    return new GenRelation(
        sql,
        List.of(new Column("k1", "STRING"), new Column("v", "BIGINT"), new Column("id", "INT")));
  }

  private static GenRelation sortLimit(Choices c, GenRelation in) {
    Column key = c.oneOf(in.columns());
    String sql =
        "SELECT "
            + String.join(", ", in.names())
            + " FROM "
            + in.from()
            + " ORDER BY "
            + key.name()
            + (c.chance(50) ? " DESC" : "")
            + " LIMIT "
            + (1 + c.pick(5))
            + (c.chance(20) ? " OFFSET 1" : "");
    return new GenRelation(sql, in.columns());
  }
}
