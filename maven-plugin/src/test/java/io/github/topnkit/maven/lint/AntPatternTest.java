package io.github.topnkit.maven.lint;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AntPatternTest {

  @Test
  void doubleStarMatchesAnyFoldersIncludingNone() {
    AntPattern p = AntPattern.compile("**/*.sql");
    assertThat(p.matches("a.sql")).isTrue();
    assertThat(p.matches("x/y/a.sql")).isTrue();
    assertThat(p.matches("a.sql.bak")).isFalse();
    assertThat(p.matches("a.spec.yaml")).isFalse();
  }

  @Test
  void singleStarAndQuestionMarkStayWithinOneName() {
    assertThat(AntPattern.compile("*.sql").matches("x/a.sql")).isFalse();
    assertThat(AntPattern.compile("ddl/?.sql").matches("ddl/a.sql")).isTrue();
    assertThat(AntPattern.compile("ddl/?.sql").matches("ddl/ab.sql")).isFalse();
  }

  @Test
  void trailingSlashMeansEverythingBelow() {
    AntPattern p = AntPattern.compile("generated/");
    assertThat(p.matches("generated/a.sql")).isTrue();
    assertThat(p.matches("generated/x/a.sql")).isTrue();
    assertThat(p.matches("other/a.sql")).isFalse();
  }

  @Test
  void regexCharactersAreLiteral() {
    assertThat(AntPattern.compile("a+b.sql").matches("a+b.sql")).isTrue();
    assertThat(AntPattern.compile("a+b.sql").matches("aab.sql")).isFalse();
  }
}
