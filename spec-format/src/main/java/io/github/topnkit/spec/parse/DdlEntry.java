package io.github.topnkit.spec.parse;

import io.github.topnkit.linter.catalog.TableDef;
import io.github.topnkit.spec.Position;
import io.github.topnkit.spec.SqlBlock;
import java.util.Optional;

/**
 * One table or view of a {@code tables} entry: its name, its statement, and its definition when the
 * statement could be read.
 */
record DdlEntry(String name, SqlBlock block, Optional<TableDef> table, Position position) {}
