package io.github.topnkit.spec;

import java.util.Map;
import java.util.Optional;

/**
 * Where a case's parts are in the file text, as character offsets, so the expectations can be
 * rewritten in place and everything else left byte for byte.
 *
 * @param expectations the {@code changelog}, {@code final} and {@code error} entries of the case,
 *     by key
 * @param caseStart the offset of the case's first key
 * @param caseEnd the offset just after the case's last value (before the line break that ends it)
 * @param keyIndent the column (0-based) at which the case's keys start
 * @param flowStyle whether the case is written as a flow mapping ({@code {name: ..., ...}}), which
 *     block values cannot be written into
 * @param sections the regions of the case's {@code streaming} and {@code batch} override maps, by
 *     key, each with its own expectations, end and indentation
 */
public record CaseRegions(
    Map<String, Region> expectations,
    int caseStart,
    int caseEnd,
    int keyIndent,
    boolean flowStyle,
    Map<String, CaseRegions> sections) {

  public static final CaseRegions NONE = new CaseRegions(Map.of(), 0, -1, 0, true, Map.of());

  public CaseRegions {
    expectations = Map.copyOf(expectations);
    sections = Map.copyOf(sections);
  }

  public Optional<Region> of(String key) {
    return Optional.ofNullable(expectations.get(key));
  }

  public Optional<CaseRegions> section(String key) {
    return Optional.ofNullable(sections.get(key));
  }

  /**
   * One key and its YAML value node: the offset of the key, the offsets [start, end) of the value
   * (end is after the value's last character, before any line break, blank line or comment that
   * follows), whether the value is a block scalar ({@code |} or {@code >}), and the indentation of
   * a block scalar's content (0-based column; -1 for other values).
   */
  public record Region(int keyStart, int keyEnd, int start, int end, boolean block, int indent) {}
}
