package io.github.topnkit.linter.parse;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class ParseCacheTest {

  private final AtomicInteger parses = new AtomicInteger();
  private final Function<SourceFile, ParsedScript> parser =
      source -> {
        parses.incrementAndGet();
        return new SqlFrontEnd().parse(source);
      };

  @Test
  void aTextParsedBeforeUnderTheSamePathIsNotParsedAgain() {
    ParseCache cache = new ParseCache(16_000);
    ParsedScript first = cache.get(SourceFile.of("a.sql", "SELECT 1;"), parser);
    ParsedScript second = cache.get(SourceFile.of("a.sql", "SELECT 1;"), parser);
    assertThat(second).isSameAs(first);
    assertThat(parses).hasValue(1);
  }

  @Test
  void anotherPathOrTextIsParsedOnItsOwn() {
    ParseCache cache = new ParseCache(16_000);
    ParsedScript a = cache.get(SourceFile.of("a.sql", "SELECT 1;"), parser);
    ParsedScript b = cache.get(SourceFile.of("b.sql", "SELECT 1;"), parser);
    ParsedScript c = cache.get(SourceFile.of("a.sql", "SELECT 2;"), parser);
    assertThat(b.source().path()).isEqualTo("b.sql");
    assertThat(c.source().text()).isEqualTo("SELECT 2;");
    assertThat(a).isNotSameAs(b).isNotSameAs(c);
    assertThat(parses).hasValue(3);
  }

  @Test
  void keepsTheMostRecentlyUsedFilesWithinItsBudget() {
    // A budget of 160 characters holds 17 files of 9 ("SELECT 1;").
    ParseCache cache = new ParseCache(160);
    for (int i = 0; i < 17; i++) {
      cache.get(SourceFile.of(i + ".sql", "SELECT 1;"), parser);
    }
    cache.get(SourceFile.of("0.sql", "SELECT 1;"), parser);
    assertThat(cache.size()).isEqualTo(17);
    cache.get(SourceFile.of("17.sql", "SELECT 1;"), parser);
    assertThat(cache.size()).isEqualTo(17);
    assertThat(parses).hasValue(18);

    cache.get(SourceFile.of("0.sql", "SELECT 1;"), parser);
    assertThat(parses).as("0.sql was used recently and stayed").hasValue(18);
    cache.get(SourceFile.of("1.sql", "SELECT 1;"), parser);
    assertThat(parses).as("1.sql was the least recently used and went").hasValue(19);
  }

  @Test
  void doesNotKeepAFileLargerThanASixteenthOfItsBudget() {
    ParseCache cache = new ParseCache(160);
    cache.get(SourceFile.of("a.sql", "SELECT 1, 2;"), parser);
    cache.get(SourceFile.of("a.sql", "SELECT 1, 2;"), parser);
    assertThat(cache.size()).isZero();
    assertThat(parses).hasValue(2);
  }
}
