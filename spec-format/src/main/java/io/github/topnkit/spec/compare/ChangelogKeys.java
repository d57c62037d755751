package io.github.topnkit.spec.compare;

import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.model.AnalyzedStatement;
import io.github.topnkit.linter.model.ScriptModel;
import io.github.topnkit.linter.model.SinkTarget;
import io.github.topnkit.linter.model.StatementModel;
import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.Expr;
import io.github.topnkit.linter.plan.Rank;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.linter.plan.Sort;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecException;
import io.github.topnkit.spec.run.OutputTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Chooses the output columns whose rows keep their order in a {@code changelog} comparison: the
 * columns a spec names in {@code key}, or else the partition key of the ranking that produces the
 * output, when the output carries all its columns (a window ranking's partition holds {@code
 * window_start} and {@code window_end}), else the sink's primary key, else none (the whole order).
 */
public final class ChangelogKeys {

  private ChangelogKeys() {}

  /**
   * The indices of the columns a spec's {@code key} names.
   *
   * @param position where the case is, for the error
   * @throws SpecException for a name that is not an output column
   */
  public static List<Integer> named(List<String> names, OutputTable output, Position position) {
    List<String> columns = output.columns().stream().map(OutputTable.Column::name).toList();
    List<Integer> key = new ArrayList<>();
    for (String name : names) {
      int index = columns.indexOf(name);
      if (index < 0) {
        throw new SpecException(
            position,
            "key column '"
                + name
                + "' is not a column of the output ("
                + String.join(", ", columns)
                + ")");
      }
      key.add(index);
    }
    return key;
  }

  /**
   * The key of an output: the columns the case names in {@code key}, else the derived key.
   *
   * @param position where the case is, for an unknown column name
   * @throws SpecException for a named column that is not an output column
   */
  public static List<Integer> of(
      Optional<List<String>> named, ScriptModel script, OutputTable output, Position position) {
    return named.isPresent() ? named(named.get(), output, position) : derive(script, output);
  }

  /**
   * The key of an output from the linter's analysis of the case's SQL: the statement that feeds it
   * is the single {@code INSERT} into a sink of the output's name, else the script's last query.
   */
  public static List<Integer> derive(ScriptModel script, OutputTable output) {
    return feeding(script, output.name())
        .map(statement -> derive(statement, output))
        .orElseGet(() -> primaryKey(output, List.of()));
  }

  /** The key of an output from the analysis of the statement that feeds it. */
  public static List<Integer> derive(StatementModel statement, OutputTable output) {
    return ranking(statement.plan().root(), output)
        .orElseGet(() -> primaryKey(output, sinkKey(statement)));
  }

  /** The statement that feeds the named sink, or the last query when no INSERT writes to it. */
  static Optional<StatementModel> feeding(ScriptModel script, String sink) {
    List<AnalyzedStatement> inserts =
        script.queries().stream()
            .filter(q -> q.kind() == AnalyzedStatement.Kind.INSERT)
            .filter(q -> sinkName(q.model()).equals(Optional.of(sink)))
            .toList();
    if (inserts.size() == 1) {
      return Optional.of(inserts.get(0).model());
    }
    if (!inserts.isEmpty()) {
      // Several INSERTs into one sink interleave; no ranking orders their rows together.
      return Optional.empty();
    }
    List<AnalyzedStatement> queries =
        script.queries().stream().filter(q -> q.kind() == AnalyzedStatement.Kind.QUERY).toList();
    return queries.isEmpty()
        ? Optional.empty()
        : Optional.of(queries.get(queries.size() - 1).model());
  }

  /**
   * The partition key of the ranking closest to the output, through projections and filters (a
   * field keeps its identity through a bare reference and a rename), when every partition column
   * reaches the output.
   */
  static Optional<List<Integer>> ranking(RelNode root, OutputTable output) {
    int[] toOutput = outputPositions(root, output);
    RelNode node = root;
    while (true) {
      if (node instanceof Rank rank) {
        List<Integer> key = new ArrayList<>();
        for (int field : rank.partitionKeys()) {
          if (field >= toOutput.length || toOutput[field] < 0) {
            return Optional.empty();
          }
          key.add(toOutput[field]);
        }
        return Optional.of(key);
      }
      if (node instanceof Calc calc) {
        toOutput = throughProjection(calc, toOutput);
        node = calc.input();
      } else if (node instanceof Sort sort && sort.fetch().isEmpty() && sort.offset().isEmpty()) {
        node = sort.input();
      } else {
        return Optional.empty();
      }
    }
  }

  private static int[] outputPositions(RelNode root, OutputTable output) {
    List<String> rootNames = root.rowType().names();
    List<String> outputNames = output.columns().stream().map(OutputTable.Column::name).toList();
    int[] positions = new int[rootNames.size()];
    // An INSERT maps fields to sink columns by position; a column list can reorder them by name.
    boolean positional = rootNames.size() == outputNames.size();
    for (int i = 0; i < positions.length; i++) {
      positions[i] = positional ? i : outputNames.indexOf(rootNames.get(i));
    }
    return positions;
  }

  private static int[] throughProjection(Calc calc, int[] toOutput) {
    int[] input = new int[calc.input().rowType().size()];
    Arrays.fill(input, -1);
    for (int i = 0; i < calc.projects().size() && i < toOutput.length; i++) {
      if (calc.projects().get(i) instanceof Expr.Ref ref
          && toOutput[i] >= 0
          && input[ref.index()] < 0) {
        input[ref.index()] = toOutput[i];
      }
    }
    return input;
  }

  /** The primary key of the table the statement writes into; empty without a declared one. */
  private static List<String> sinkKey(StatementModel statement) {
    return statement
        .sinkTarget()
        .flatMap(SinkTarget::table)
        .map(TableDef::primaryKey)
        .orElse(List.of());
  }

  private static List<Integer> primaryKey(OutputTable output, List<String> sinkKey) {
    List<String> names = output.primaryKey().isEmpty() ? sinkKey : output.primaryKey();
    List<String> columns = output.columns().stream().map(OutputTable.Column::name).toList();
    List<Integer> key = names.stream().map(columns::indexOf).collect(Collectors.toList());
    return key.contains(-1) ? List.of() : key;
  }

  /** The table name (without catalog and database) the statement writes into, if any. */
  private static Optional<String> sinkName(StatementModel statement) {
    return statement.sinkTarget().map(sink -> sink.name().get(sink.name().size() - 1));
  }
}
