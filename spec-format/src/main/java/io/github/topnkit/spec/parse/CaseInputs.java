package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.spec.TableInput;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Types the input a case sees against the tables it sees, in its session time zone. */
final class CaseInputs {

  private final Problems problems;

  CaseInputs(Problems problems) {
    this.problems = problems;
  }

  /**
   * The typed input of each table.
   *
   * @param complete whether every table of the case could be read, so that a table not in the
   *     catalog is really not declared
   */
  Map<String, TableInput> type(
      Map<String, InputBlock> inputs, Catalog catalog, boolean complete, ZoneId zone) {
    Map<String, TableInput> typed = new LinkedHashMap<>();
    for (InputBlock input : inputs.values()) {
      Optional<TableDef> table = catalog.lookup(List.of(input.table()));
      if (table.isEmpty()) {
        if (complete) {
          List<String> names = catalog.tables().stream().map(TableDef::name).toList();
          problems.at(
              input.key(),
              Messages.inputForUnknownTable(
                  input.table(), Suggestions.closest(input.table(), names)));
        }
        continue;
      }
      InputTyper.type(input, table.get(), zone, problems).ifPresent(t -> typed.put(t.table(), t));
    }
    return typed;
  }
}
