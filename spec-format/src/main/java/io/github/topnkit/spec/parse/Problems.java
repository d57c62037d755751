package io.github.topnkit.spec.parse;

import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SpecException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.nodes.Node;

/**
 * The problems found in one spec file, each once, in file order. Input shared by several cases is
 * checked once per case, so the same problem can be found more than once.
 */
final class Problems {

  /** Enough to fix a file in one go; a file of broken rows would otherwise list every row. */
  static final int LIMIT = 200;

  private final SourceText source;
  private final Map<String, SpecException> found = new LinkedHashMap<>();
  private boolean truncated;

  Problems(SourceText source) {
    this.source = source;
  }

  SourceText source() {
    return source;
  }

  void at(Position position, String problem) {
    if (found.size() >= LIMIT) {
      truncated = true;
      return;
    }
    found.putIfAbsent(position + ": " + problem, new SpecException(position, problem));
  }

  void at(int offset, String problem) {
    at(source.position(offset), problem);
  }

  void at(Node node, String problem) {
    at(source.position(node.getStartMark()), problem);
  }

  int count() {
    return found.size();
  }

  boolean isEmpty() {
    return found.isEmpty();
  }

  /** The problems ordered by position, with a last one saying when some were left out. */
  List<SpecException> sorted() {
    List<SpecException> list = new ArrayList<>(found.values());
    list.sort(
        Comparator.comparingInt((SpecException e) -> e.position().line())
            .thenComparingInt(e -> e.position().column()));
    if (truncated) {
      Position last = list.get(list.size() - 1).position();
      list.add(new SpecException(last, Messages.tooManyProblems(LIMIT)));
    }
    return list;
  }
}
