package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.linter.config.Suggestions;
import io.github.topnkit.spec.TableInput;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Types the input a case sees against the tables it sees, in its session time zone. Cases that
 * share the file's input and table definition share its typed rows: a large input is typed once.
 */
final class CaseInputs {

  private final Problems problems;
  private final Map<InputBlock, Map<TableDef, Map<ZoneId, Optional<TableInput>>>> typed =
      new IdentityHashMap<>();

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
    Map<String, TableInput> result = new LinkedHashMap<>();
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
      typed(input, table.get(), zone).ifPresent(t -> result.put(t.table(), t));
    }
    return result;
  }

  private Optional<TableInput> typed(InputBlock input, TableDef table, ZoneId zone) {
    return typed
        .computeIfAbsent(input, i -> new IdentityHashMap<>())
        .computeIfAbsent(table, t -> new HashMap<>())
        .computeIfAbsent(zone, z -> InputTyper.type(input, table, zone, problems));
  }
}
