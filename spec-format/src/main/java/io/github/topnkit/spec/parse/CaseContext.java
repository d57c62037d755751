package io.github.topnkit.spec.parse;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What reading a case's expectations needs to know of its SQL.
 *
 * @param query whether the case has a {@code query} (one output) rather than a {@code script}
 * @param sinks the tables the script inserts into, in order
 * @param sinksKnown whether the script parsed, so that {@code sinks} is all of them
 * @param sqlLines the number of lines of the query or script, for {@code lint} lines
 */
record CaseContext(boolean query, Set<String> sinks, boolean sinksKnown, int sqlLines) {

  CaseContext {
    sinks = Collections.unmodifiableSet(new LinkedHashSet<>(sinks));
  }
}
