package io.github.topnkit.reference.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.plan.Calc;
import io.github.topnkit.linter.plan.RelNode;
import io.github.topnkit.reference.expr.UnsupportedFeatureException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A projected PROCTIME() evaluates to the engine's increasing placeholder, which only orders rows
 * (spec case "PROCTIME() written in the ORDER BY works as well"); its value never reaches a result.
 */
class ProctimePlaceholderTest {

  private static final String T =
      """
      CREATE TABLE T (id INT, v INT) WITH ('connector' = 'kafka', 'topic' = 't', 'format' = 'json');
      """;

  private static Calc calc(RelNode node) {
    return node instanceof Calc c ? c : calc(node.inputs().get(0));
  }

  @Test
  void aProjectedProctimeIncreasesWithArrival() {
    Calc calc = calc(Plans.last(T + "SELECT id, PROCTIME() AS pt FROM T;").plan().root());
    CalcOperator op = new CalcOperator(calc);
    List<Row> out = new ArrayList<>();
    op.processElement(Row.insert(1, 10), out::add);
    op.processElement(Row.insert(2, 20), out::add);
    Instant first = (Instant) out.get(0).get(1);
    Instant second = (Instant) out.get(1).get(1);
    assertThat(second).isAfter(first);
  }

  @Test
  void aResultColumnOfProcessingTimeIsRefused() {
    RelNode root = Plans.last(T + "SELECT id, PROCTIME() AS pt FROM T;").plan().root();
    assertThatThrownBy(() -> ProctimeCheck.check(root))
        .isInstanceOf(UnsupportedFeatureException.class)
        .hasMessageContaining("processing time");
  }

  @Test
  void proctimeInsideAnotherExpressionStaysRefused() {
    Calc calc =
        calc(Plans.last(T + "SELECT id, CAST(PROCTIME() AS STRING) AS s FROM T;").plan().root());
    assertThatThrownBy(() -> new CalcOperator(calc))
        .isInstanceOf(UnsupportedFeatureException.class);
  }
}
