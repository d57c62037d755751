package io.github.topnkit.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.topnkit.linter.target.FlinkRelease;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class VersionRangeTest {

  @Nested
  class Contains {

    @ParameterizedTest
    @CsvSource(
        delimiter = '|',
        value = {
          "2.3          | 2.3.0  | true",
          "2.3          | 2.2.1  | false",
          ">= 2.1       | 2.1    | true",
          ">= 2.1       | 2.0.0  | false",
          ">= 2.1       | 1.20.3 | false",
          "< 2.1        | 1.20.3 | true",
          "< 2.1        | 2.1.0  | false",
          ">= 1.20, < 2.1 | 2.0.0 | true",
          ">= 1.20, < 2.1 | 2.1.0 | false",
          ">= 1.20, < 2.1 | 1.20 | true",
          "> 2.0        | 2.1    | true",
          "<= 2.0       | 2.0    | true",
          "!= 2.2       | 2.2.0  | false",
          "== 2.2       | 2.2.0  | true",
          "=2.2         | 2.2-SNAPSHOT | true",
        })
    void comparesReleaseLinesNumerically(String range, String version, boolean expected) {
      assertThat(VersionRange.parse(range).contains(FlinkRelease.of(version))).isEqualTo(expected);
    }

    @Test
    void anyContainsEveryVersion() {
      assertThat(VersionRange.ANY.contains(FlinkRelease.of("1.20.0"))).isTrue();
    }

    @Test
    void refusesAVersionThatIsNoVersion() {
      assertThatThrownBy(() -> FlinkRelease.of("latest"))
          .isInstanceOf(IllegalArgumentException.class);
    }
  }

  @Nested
  class Parses {

    @Test
    void printsItsBounds() {
      assertThat(VersionRange.parse(" >=1.20 ,<2.1 ")).hasToString(">= 1.20, < 2.1");
      assertThat(VersionRange.parse("2.3")).hasToString("2.3");
    }

    @ParameterizedTest
    @CsvSource(
        delimiter = '|',
        value = {
          "latest         | 0 | is not a version bound",
          ">= 2.1,        | 7 | empty version bound",
          ">= 2.1, ~2.2   | 8 | is not a version bound",
          ">= 2.3.1       | 3 | is a patch version",
          ">= 2.9         | 3 | unknown Flink release line 2.9",
          "1.19           | 0 | unknown Flink release line 1.19",
          ">= 2.3, < 2.1  | 0 | contains no Flink release line",
          "=> 2.1         | 0 | is not a version bound",
        })
    void pointsAtTheBadPart(String text, int offset, String message) {
      assertThatThrownBy(() -> VersionRange.parse(text))
          .isInstanceOfSatisfying(
              VersionRangeSyntaxException.class,
              e -> {
                assertThat(e.offset()).isEqualTo(offset);
                assertThat(e.getMessage()).contains(message);
              });
    }
  }
}
