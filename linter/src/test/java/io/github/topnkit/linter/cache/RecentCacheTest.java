package io.github.topnkit.linter.cache;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class RecentCacheTest {

  private final AtomicInteger made = new AtomicInteger();
  private final Function<String, String> upper =
      key -> {
        made.incrementAndGet();
        return key.toUpperCase();
      };

  @Test
  void aKeyMadeBeforeIsNotMadeAgain() {
    RecentCache<String, String> cache = new RecentCache<>(1000, String::length);
    String first = cache.get("select 1", upper);
    assertThat(cache.get(new String("select 1"), upper)).isSameAs(first).isEqualTo("SELECT 1");
    assertThat(cache.get("select 2", upper)).isEqualTo("SELECT 2");
    assertThat(made).hasValue(2);
  }

  @Test
  void keepsTheMostRecentlyUsedKeysWithinItsBudget() {
    // A budget of 160 holds 17 keys weighing 9.
    RecentCache<String, String> cache = new RecentCache<>(160, String::length);
    for (int i = 10; i < 27; i++) {
      cache.get("select " + i, upper);
    }
    cache.get("select 10", upper);
    assertThat(cache.size()).isEqualTo(17);
    cache.get("select 27", upper);
    assertThat(cache.size()).isEqualTo(17);
    assertThat(made).hasValue(18);

    cache.get("select 10", upper);
    assertThat(made).as("select 10 was used recently and stayed").hasValue(18);
    cache.get("select 11", upper);
    assertThat(made).as("select 11 was the least recently used and went").hasValue(19);
  }

  @Test
  void neverKeepsAKeyHeavierThanASixteenthOfItsBudget() {
    RecentCache<String, String> cache = new RecentCache<>(160, String::length);
    cache.get("select 1, 2", upper);
    cache.get("select 1, 2", upper);
    assertThat(cache.size()).isZero();
    assertThat(made).hasValue(2);
  }
}
