package io.github.topnkit.spec;

import java.util.Map;
import java.util.Optional;

/**
 * Where a case's parts are in the file text, as character offsets, so the expectations can be
 * rewritten in place and everything else left byte for byte.
 *
 * @param expectations the value node of each top-level expectation key of the case ({@code
 *     changelog}, {@code final}, {@code error}), by key
 * @param caseEnd the offset just after the case's last value
 * @param keyIndent the column (0-based) at which the case's keys start
 */
public record CaseRegions(Map<String, Region> expectations, int caseEnd, int keyIndent) {

  public static final CaseRegions NONE = new CaseRegions(Map.of(), -1, 0);

  public CaseRegions {
    expectations = Map.copyOf(expectations);
  }

  public Optional<Region> of(String key) {
    return Optional.ofNullable(expectations.get(key));
  }

  /**
   * A YAML value node: its offsets [start, end) in the file text, whether it is a literal block
   * scalar ({@code |}), and its content indentation.
   */
  public record Region(int start, int end, boolean literalBlock, int indent) {}
}
