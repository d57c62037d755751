package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.catalog.Catalog;
import io.github.topnkit.linter.catalog.SqlType;
import io.github.topnkit.linter.catalog.TypeRoot;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.PlanNote;
import io.github.topnkit.linter.target.BuiltInFunctions;
import io.github.topnkit.linter.target.FlinkVersion;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The functions a query may call by name: the target version's built-ins and the ones the catalog
 * declares (CREATE FUNCTION, the project configuration). A call of any other name is noted with the
 * signature Calcite's validator prints, "MY_FUNC(&lt;NUMERIC&gt;)".
 */
final class FunctionScope {

  /** Checks nothing and knows no declared types: for DDL expressions and tests. */
  static final FunctionScope UNCHECKED = new FunctionScope(null, Optional.empty(), note -> {});

  private final Catalog catalog;
  private final Optional<FlinkVersion> version;
  private final Consumer<PlanNote> notes;

  /**
   * @param version the version whose built-ins are known; empty to check no call
   */
  FunctionScope(Catalog catalog, Optional<FlinkVersion> version, Consumer<PlanNote> notes) {
    this.catalog = catalog;
    this.version = version;
    this.notes = notes;
  }

  /**
   * The result type of a call the parser left unresolved; notes the call when no such function
   * exists.
   */
  SqlType unresolvedCall(String written, List<SqlType> args, Span span) {
    String name = written.toUpperCase(Locale.ROOT);
    Optional<SqlType> declared = catalog == null ? Optional.empty() : catalog.function(name);
    if (declared.isPresent()) {
      return declared.get();
    }
    // A bare NULL argument fails validation first ("Illegal use of 'NULL'").
    boolean nullArgument = args.stream().anyMatch(t -> t.root() == TypeRoot.NULL);
    if (version.isPresent()
        && !nullArgument
        && !BuiltInFunctions.contains(version.get(), name)
        && !catalog.functionsOpen()) {
      notes.accept(new PlanNote(PlanNote.Kind.UNKNOWN_FUNCTION, signature(written, args), span));
    }
    return FunctionTypes.resultOf(name, args);
  }

  /**
   * Calcite's signature of an unmatched call: the name as written and each argument's type family;
   * just the name and an open parenthesis when an argument's family is not known.
   */
  private static String signature(String written, List<SqlType> args) {
    StringBuilder sb = new StringBuilder(written).append('(');
    for (int i = 0; i < args.size(); i++) {
      String family = family(args.get(i).root());
      if (family == null) {
        return written + "(";
      }
      sb.append(i == 0 ? "" : ", ").append('<').append(family).append('>');
    }
    return sb.append(')').toString();
  }

  private static String family(TypeRoot root) {
    return switch (root) {
      case TINYINT, SMALLINT, INTEGER, BIGINT, FLOAT, DOUBLE, DECIMAL -> "NUMERIC";
      case CHAR, VARCHAR -> "CHARACTER";
      case BINARY, VARBINARY -> "BINARY";
      case BOOLEAN -> "BOOLEAN";
      case DATE -> "DATE";
      case TIME -> "TIME";
      case TIMESTAMP, TIMESTAMP_LTZ -> "TIMESTAMP";
      case INTERVAL_DAY_TIME -> "INTERVAL_DAY_TIME";
      case INTERVAL_YEAR_MONTH -> "INTERVAL_YEAR_MONTH";
      // Calcite prints the whole type of a collection, which the linter does not keep.
      default -> null;
    };
  }
}
