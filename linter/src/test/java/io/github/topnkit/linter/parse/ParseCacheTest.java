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
    ParseCache cache = new ParseCache(4, 1000);
    ParsedScript first = cache.get(SourceFile.of("a.sql", "SELECT 1;"), parser);
    ParsedScript second = cache.get(SourceFile.of("a.sql", "SELECT 1;"), parser);
    assertThat(second).isSameAs(first);
    assertThat(parses).hasValue(1);
  }

  @Test
  void anotherPathOrTextIsParsedOnItsOwn() {
    ParseCache cache = new ParseCache(4, 1000);
    ParsedScript a = cache.get(SourceFile.of("a.sql", "SELECT 1;"), parser);
    ParsedScript b = cache.get(SourceFile.of("b.sql", "SELECT 1;"), parser);
    ParsedScript c = cache.get(SourceFile.of("a.sql", "SELECT 2;"), parser);
    assertThat(b.source().path()).isEqualTo("b.sql");
    assertThat(c.source().text()).isEqualTo("SELECT 2;");
    assertThat(a).isNotSameAs(b).isNotSameAs(c);
    assertThat(parses).hasValue(3);
  }

  @Test
  void keepsOnlyTheMostRecentlyUsedFilesAndNoLargeOnes() {
    ParseCache cache = new ParseCache(2, 20);
    cache.get(SourceFile.of("a.sql", "SELECT 1;"), parser);
    cache.get(SourceFile.of("b.sql", "SELECT 1;"), parser);
    cache.get(SourceFile.of("a.sql", "SELECT 1;"), parser);
    cache.get(SourceFile.of("c.sql", "SELECT 1;"), parser);
    cache.get(SourceFile.of("big.sql", "SELECT 1, 2, 3, 4, 5, 6;"), parser);
    assertThat(cache.size()).isEqualTo(2);
    cache.get(SourceFile.of("a.sql", "SELECT 1;"), parser);
    assertThat(parses).as("b.sql went, a.sql stayed").hasValue(4);
    cache.get(SourceFile.of("b.sql", "SELECT 1;"), parser);
    assertThat(parses).hasValue(5);
  }
}
