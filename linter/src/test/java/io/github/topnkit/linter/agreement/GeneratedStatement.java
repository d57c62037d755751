package io.github.topnkit.linter.agreement;

import java.util.List;
import java.util.Map;

/**
 * One statement of the planner-differential generator, with the DDL it runs under and the choices
 * it was made of; {@code seed} and {@code index} find it again.
 */
record GeneratedStatement(
    long seed,
    int index,
    GenShape shape,
    boolean insert,
    boolean streaming,
    List<String> ddl,
    String statement,
    List<Integer> choices) {

  GeneratedStatement {
    ddl = List.copyOf(ddl);
    choices = List.copyOf(choices);
  }

  /** The statement as a case of the agreement harness. */
  AgreementCase asCase() {
    return new AgreementCase(
        "generated seed " + seed,
        index,
        shape.name().toLowerCase(java.util.Locale.ROOT),
        streaming,
        List.of(),
        ddl,
        Map.of(),
        statement);
  }

  /** The statement as the agreement corpus writes a case, to paste into a corpus file. */
  String asCorpusText() {
    StringBuilder sb = new StringBuilder();
    for (String d : ddl) {
      sb.append(d).append(";\n");
    }
    sb.append("-- case: generated ")
        .append(shape)
        .append(" (seed ")
        .append(seed)
        .append(", #")
        .append(index)
        .append(")\n");
    if (!streaming) {
      sb.append("-- mode: batch\n");
    }
    return sb.append(statement).append(";\n").toString();
  }
}
