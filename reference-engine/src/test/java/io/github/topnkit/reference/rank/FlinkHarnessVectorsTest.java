package io.github.topnkit.reference.rank;

import static io.github.topnkit.reference.rank.RankHarness.lines;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.SortKey;
import io.github.topnkit.reference.exec.Operator;
import io.github.topnkit.reference.exec.Row;
import io.github.topnkit.reference.expr.SortComparators;
import io.github.topnkit.spec.RowKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The vectors of Flink's own operator tests (flink-table-runtime TopNFunctionTestBase and
 * UpdatableTopNFunctionTest): rows (category STRING, id BIGINT, v INT) partitioned by category,
 * ordered by v ASC, keyed by id for UpdatableTopN; a variable rank end reads id.
 */
class FlinkHarnessVectorsTest {

  private static final List<SortKey> SORT = List.of(SortKey.of(2, false, null));
  private static final Comparator<Object[]> ORDER = SortComparators.of(SORT);

  private static Operator create(String function, RankRange range, boolean ub, boolean rn) {
    KeySelector partition = KeySelector.of(List.of(0));
    RankEnd end = new RankEnd(range, null);
    TopNEmitter emit = new TopNEmitter(RankEnd.start(range), rn, ub);
    return switch (function) {
      case "AppendOnlyTopN" -> new AppendOnlyTopN(partition, ORDER, end, emit);
      case "RetractableTopN" ->
          new RetractableTopN(partition, ORDER, BinarySortKey.of(SORT), end, emit);
      default ->
          new UpdatableTopN(
              partition,
              KeySelector.of(List.of(1)),
              ORDER,
              BinarySortKey.of(SORT),
              end,
              emit,
              null);
    };
  }

  private static String run(Operator op, String input) {
    List<String> out = new ArrayList<>();
    for (String line : input.strip().split("\n")) {
      String[] f = line.strip().substring(3, line.strip().length() - 1).split(", ");
      RowKind kind =
          switch (line.strip().substring(0, 2)) {
            case "+U" -> RowKind.UPDATE_AFTER;
            case "-U" -> RowKind.UPDATE_BEFORE;
            case "-D" -> RowKind.DELETE;
            default -> RowKind.INSERT;
          };
      Object[] values = {f[0], Long.valueOf(f[1]), Integer.valueOf(f[2])};
      op.processElement(new Row(kind, values), r -> out.add(RankHarness.render(r)));
    }
    return String.join("\n", out);
  }

  private static final String INSERTS =
      """
      +I[book, 1, 12]
      +I[book, 2, 19]
      +I[book, 4, 11]
      +I[book, 5, 11]
      +I[fruit, 4, 33]
      +I[fruit, 3, 44]
      +I[fruit, 5, 22]
      """;

  @ParameterizedTest
  @ValueSource(strings = {"AppendOnlyTopN", "RetractableTopN", "UpdatableTopN"})
  void outputRankNumberWithConstantRankRange(String function) {
    // TopNFunctionTestBase#testOutputRankNumberWithConstantRankRange
    assertThat(run(create(function, new RankRange.Constant(1, 2), true, true), INSERTS))
        .isEqualTo(
            lines(
                """
                +I[book, 1, 12, 1]
                +I[book, 2, 19, 2]
                -U[book, 1, 12, 1]
                +U[book, 4, 11, 1]
                -U[book, 2, 19, 2]
                +U[book, 1, 12, 2]
                -U[book, 1, 12, 2]
                +U[book, 5, 11, 2]
                +I[fruit, 4, 33, 1]
                +I[fruit, 3, 44, 2]
                -U[fruit, 4, 33, 1]
                +U[fruit, 5, 22, 1]
                -U[fruit, 3, 44, 2]
                +U[fruit, 4, 33, 2]
                """));
  }

  @ParameterizedTest
  @ValueSource(strings = {"AppendOnlyTopN", "RetractableTopN", "UpdatableTopN"})
  void disableGenerateUpdateBeforeAndOutputRankNumber(String function) {
    // TopNFunctionTestBase#testDisableGenerateUpdateBeforeAndOutputRankNumber
    assertThat(run(create(function, new RankRange.Constant(1, 2), false, true), INSERTS))
        .isEqualTo(
            lines(
                """
                +I[book, 1, 12, 1]
                +I[book, 2, 19, 2]
                +U[book, 4, 11, 1]
                +U[book, 1, 12, 2]
                +U[book, 5, 11, 2]
                +I[fruit, 4, 33, 1]
                +I[fruit, 3, 44, 2]
                +U[fruit, 5, 22, 1]
                +U[fruit, 4, 33, 2]
                """));
  }

  @ParameterizedTest
  @ValueSource(strings = {"AppendOnlyTopN", "RetractableTopN", "UpdatableTopN"})
  void disableGenerateUpdateBeforeStillSendsDeletes(String function) {
    // TopNFunctionTestBase#testDisableGenerateUpdateBefore: "Delete message will be sent even
    // disable generate retraction when not output rankNumber."
    String input =
        """
        +I[book, 1, 12]
        +I[book, 2, 19]
        +I[book, 3, 19]
        +I[book, 4, 11]
        +I[book, 5, 11]
        +I[fruit, 4, 33]
        +I[fruit, 3, 44]
        +I[fruit, 5, 22]
        """;
    assertThat(run(create(function, new RankRange.Constant(1, 2), false, false), input))
        .isEqualTo(
            lines(
                """
                +I[book, 1, 12]
                +I[book, 2, 19]
                -D[book, 2, 19]
                +I[book, 4, 11]
                -D[book, 1, 12]
                +I[book, 5, 11]
                +I[fruit, 4, 33]
                +I[fruit, 3, 44]
                -D[fruit, 3, 44]
                +I[fruit, 5, 22]
                """));
  }

  @ParameterizedTest
  @ValueSource(strings = {"AppendOnlyTopN", "RetractableTopN", "UpdatableTopN"})
  void offsetWithoutRankNumber(String function) {
    // TopNFunctionTestBase#testConstantRankRangeWithOffset
    String input =
        """
        +I[book, 1, 12]
        +I[book, 2, 19]
        +I[book, 4, 11]
        +I[fruit, 4, 33]
        +I[fruit, 3, 44]
        +I[fruit, 5, 22]
        """;
    assertThat(run(create(function, new RankRange.Constant(2, 2), true, false), input))
        .isEqualTo(
            lines(
                """
                +I[book, 2, 19]
                -U[book, 2, 19]
                +U[book, 1, 12]
                +I[fruit, 3, 44]
                -U[fruit, 3, 44]
                +U[fruit, 4, 33]
                """));
  }

  @ParameterizedTest
  @ValueSource(strings = {"AppendOnlyTopN", "RetractableTopN"})
  void outputRankNumberWithVariableRankRange(String function) {
    // TopNFunctionTestBase#testOutputRankNumberWithVariableRankRange (rank end = id)
    String input =
        """
        +I[book, 2, 12]
        +I[book, 2, 19]
        +I[book, 2, 11]
        +I[fruit, 1, 33]
        +I[fruit, 1, 44]
        +I[fruit, 1, 22]
        """;
    assertThat(run(create(function, new RankRange.Variable(1, "id"), true, true), input))
        .isEqualTo(
            lines(
                """
                +I[book, 2, 12, 1]
                +I[book, 2, 19, 2]
                -U[book, 2, 12, 1]
                +U[book, 2, 11, 1]
                -U[book, 2, 19, 2]
                +U[book, 2, 12, 2]
                +I[fruit, 1, 33, 1]
                -U[fruit, 1, 33, 1]
                +U[fruit, 1, 22, 1]
                """));
  }

  private static final String SORT_KEY_CHANGES =
      """
      +I[book, 2, 19]
      +I[book, 3, 16]
      +U[book, 2, 11]
      +U[book, 3, 15]
      +I[book, 4, 2]
      +U[book, 2, 1]
      """;

  @Test
  void updatableSortKeyChangesWithRankNumber() {
    // UpdatableTopNFunctionTest#testSortKeyChangesWhenOutputRankNumber
    Operator op = create("UpdatableTopN", new RankRange.Constant(1, 2), true, true);
    assertThat(run(op, SORT_KEY_CHANGES))
        .isEqualTo(
            lines(
                """
                +I[book, 2, 19, 1]
                -U[book, 2, 19, 1]
                +U[book, 3, 16, 1]
                +I[book, 2, 19, 2]
                -U[book, 3, 16, 1]
                -U[book, 2, 19, 2]
                +U[book, 2, 11, 1]
                +U[book, 3, 16, 2]
                -U[book, 3, 16, 2]
                +U[book, 3, 15, 2]
                -U[book, 2, 11, 1]
                +U[book, 4, 2, 1]
                -U[book, 3, 15, 2]
                +U[book, 2, 11, 2]
                -U[book, 4, 2, 1]
                -U[book, 2, 11, 2]
                +U[book, 2, 1, 1]
                +U[book, 4, 2, 2]
                """));
  }

  @Test
  void updatableSortKeyChangesWithoutRankNumber() {
    // UpdatableTopNFunctionTest#testSortKeyChangesWhenNotOutputRankNumber
    Operator op = create("UpdatableTopN", new RankRange.Constant(1, 2), true, false);
    assertThat(run(op, SORT_KEY_CHANGES))
        .isEqualTo(
            lines(
                """
                +I[book, 2, 19]
                +I[book, 3, 16]
                -U[book, 2, 19]
                +U[book, 2, 11]
                -U[book, 3, 16]
                +U[book, 3, 15]
                -D[book, 3, 15]
                +I[book, 4, 2]
                -U[book, 2, 11]
                +U[book, 2, 1]
                """));
  }

  @Test
  void updatableVariableRankRangeWithRankNumber() {
    // UpdatableTopNFunctionTest#testOutputRankNumberWithVariableRankRange
    Operator op = create("UpdatableTopN", new RankRange.Variable(1, "id"), true, true);
    String input =
        """
        +I[book, 2, 19]
        +U[book, 2, 12]
        +U[book, 2, 11]
        +I[fruit, 1, 44]
        +U[fruit, 1, 33]
        +U[fruit, 1, 22]
        """;
    assertThat(run(op, input))
        .isEqualTo(
            lines(
                """
                +I[book, 2, 19, 1]
                -U[book, 2, 19, 1]
                +U[book, 2, 12, 1]
                -U[book, 2, 12, 1]
                +U[book, 2, 11, 1]
                +I[fruit, 1, 44, 1]
                -U[fruit, 1, 44, 1]
                +U[fruit, 1, 33, 1]
                -U[fruit, 1, 33, 1]
                +U[fruit, 1, 22, 1]
                """));
  }

  private static final String WITH_RETRACTION =
      """
      +I[book, 1, 12]
      +I[book, 2, 19]
      +I[book, 4, 11]
      -U[book, 1, 12]
      +I[book, 5, 11]
      +I[fruit, 4, 33]
      +I[fruit, 3, 44]
      +I[fruit, 5, 22]
      """;

  @Test
  void retractableRetractionShiftsTheNextRowUp() {
    // RetractableTopNFunctionTest#testProcessRetractMessageWithGenerateUpdateBefore
    Operator op = create("RetractableTopN", new RankRange.Constant(1, 2), true, true);
    assertThat(run(op, WITH_RETRACTION))
        .isEqualTo(
            lines(
                """
                +I[book, 1, 12, 1]
                +I[book, 2, 19, 2]
                -U[book, 1, 12, 1]
                +U[book, 4, 11, 1]
                -U[book, 2, 19, 2]
                +U[book, 1, 12, 2]
                -U[book, 1, 12, 2]
                +U[book, 2, 19, 2]
                -U[book, 2, 19, 2]
                +U[book, 5, 11, 2]
                +I[fruit, 4, 33, 1]
                +I[fruit, 3, 44, 2]
                -U[fruit, 4, 33, 1]
                +U[fruit, 5, 22, 1]
                -U[fruit, 3, 44, 2]
                +U[fruit, 4, 33, 2]
                """));
  }

  @Test
  void retractableRetractionWithoutUpdateBefore() {
    // RetractableTopNFunctionTest#testProcessRetractMessageWithNotGenerateUpdateBefore
    Operator op = create("RetractableTopN", new RankRange.Constant(1, 2), false, true);
    assertThat(run(op, WITH_RETRACTION))
        .isEqualTo(
            lines(
                """
                +I[book, 1, 12, 1]
                +I[book, 2, 19, 2]
                +U[book, 4, 11, 1]
                +U[book, 1, 12, 2]
                +U[book, 2, 19, 2]
                +U[book, 5, 11, 2]
                +I[fruit, 4, 33, 1]
                +I[fruit, 3, 44, 2]
                +U[fruit, 5, 22, 1]
                +U[fruit, 4, 33, 2]
                """));
  }
}
