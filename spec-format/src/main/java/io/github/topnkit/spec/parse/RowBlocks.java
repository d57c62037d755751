package io.github.topnkit.spec.parse;

import io.github.topnkit.spec.ExpectedRows;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.RowKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.yaml.snakeyaml.DumperOptions.ScalarStyle;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Reads a block of rows: text with one row per line (a literal block, {@code |}), or {@code []} for
 * no rows.
 */
final class RowBlocks {

  private RowBlocks() {}

  /** A row block's lines as written, and where the block starts. */
  record Block(List<RowToken> tokens, Position position) {}

  static Optional<Block> read(Node node, String what, Problems problems) {
    Position position = problems.source().position(node.getStartMark());
    if (node instanceof SequenceNode list && list.getValue().isEmpty()) {
      return Optional.of(new Block(List.of(), position));
    }
    if (!(node instanceof ScalarNode scalar) || Nodes.isNull(node)) {
      problems.at(node, Messages.expectedRows(what, Nodes.describe(node)));
      return Optional.empty();
    }
    if (scalar.getScalarStyle() == ScalarStyle.FOLDED) {
      problems.at(node, Messages.foldedRows(what));
      return Optional.empty();
    }
    ScalarMap map = ScalarMap.of(scalar, problems.source());
    return Optional.of(new Block(RowTokenizer.tokenize(map, problems), position));
  }

  /**
   * The block as expected output rows: no watermarks, and for {@code final} (the materialized
   * result) only {@code +I} rows.
   */
  static ExpectedRows expected(Block block, boolean materialized, Problems problems) {
    List<ExpectedRows.Line> lines = new ArrayList<>();
    for (RowToken token : block.tokens()) {
      if (token instanceof RowToken.Row row) {
        if (materialized && row.kind() != RowKind.INSERT) {
          problems.at(row.position(), Messages.finalRowKind(row.kind().shortString()));
          continue;
        }
        lines.add(new ExpectedRows.Line(row.kind(), row.cells(), row.position()));
      } else {
        problems.at(token.position(), Messages.watermarkInOutput());
      }
    }
    return new ExpectedRows(lines, block.position());
  }
}
