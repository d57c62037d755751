package io.github.topnkit.spec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SqlBlockTest {

  private static Position at(int line, int column) {
    return new Position("f", line, column);
  }

  @Test
  void mapsLinesAndColumnsOfALiteralBlock() {
    SqlBlock block = new SqlBlock("SELECT 1\nFROM t\n", List.of(at(5, 7), at(6, 7), at(6, 13)));
    assertThat(block.positionOf(1, 1)).isEqualTo(at(5, 7));
    assertThat(block.positionOf(2, 6)).isEqualTo(at(6, 12));
    assertThat(block.lineCount()).isEqualTo(2);
  }

  @Test
  void followsFoldsWithinALine() {
    // "SELECT 1 FROM t" folded from two file lines: "FROM" comes from line 6, column 5.
    SqlBlock block =
        new SqlBlock(
            "SELECT 1 FROM t", List.of(at(5, 5)), List.of(new SqlBlock.Fold(1, 10, at(6, 5))));
    assertThat(block.positionOf(1, 8)).isEqualTo(at(5, 12));
    assertThat(block.positionOf(1, 10)).isEqualTo(at(6, 5));
    assertThat(block.positionOf(1, 15)).isEqualTo(at(6, 10));
  }

  @Test
  void slicesKeepFilePositions() {
    SqlBlock block =
        new SqlBlock(
            "CREATE TABLE a (x INT);\nCREATE TABLE b (\n  y INT)",
            List.of(at(3, 5), at(4, 5), at(5, 5)));
    SqlBlock b = block.slice(24, block.text().length());
    assertThat(b.text()).isEqualTo("CREATE TABLE b (\n  y INT)");
    assertThat(b.positionOf(2, 3)).isEqualTo(at(5, 7));
    SqlBlock a = block.slice(13, 22);
    assertThat(a.text()).isEqualTo("a (x INT)");
    assertThat(a.positionOf(1, 4)).isEqualTo(at(3, 21));
  }

  @Test
  void slicesShiftFoldsOfTheirFirstLine() {
    SqlBlock block =
        new SqlBlock(
            "SELECT 1 FROM t", List.of(at(5, 5)), List.of(new SqlBlock.Fold(1, 10, at(6, 5))));
    SqlBlock slice = block.slice(7, 15);
    assertThat(slice.text()).isEqualTo("1 FROM t");
    assertThat(slice.start()).isEqualTo(at(5, 12));
    assertThat(slice.positionOf(1, 3)).isEqualTo(at(6, 5));
  }
}
