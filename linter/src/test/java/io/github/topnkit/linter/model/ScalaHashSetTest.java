package io.github.topnkit.linter.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Orders Flink 2.3 printed in its sink-key message (generated corpus, seed 20261202). */
class ScalaHashSetTest {

  @Test
  void ordersKeysAsFlinksScalaSetPrintsThem() {
    assertThat(ScalaHashSet.order(List.of("[id]", "[rn]"))).containsExactly("[rn]", "[id]");
    assertThat(ScalaHashSet.order(List.of("[k1]", "[k1, rn]"))).containsExactly("[k1, rn]", "[k1]");
    assertThat(ScalaHashSet.order(List.of("[v, rn2]", "[v]"))).containsExactly("[v]", "[v, rn2]");
  }

  @Test
  void theOrderDoesNotDependOnInsertionOrder() {
    assertThat(ScalaHashSet.order(List.of("[rn]", "[id]")))
        .isEqualTo(ScalaHashSet.order(List.of("[id]", "[rn]")));
  }

  @Test
  void keepsEachElementOnce() {
    assertThat(ScalaHashSet.order(List.of("[a]", "[a]"))).containsExactly("[a]");
  }
}
