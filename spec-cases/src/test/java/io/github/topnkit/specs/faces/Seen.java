package io.github.topnkit.specs.faces;

import java.util.List;

/**
 * What one face reported for one run of a case: its verdict and the texts it gave (the reason of a
 * skip or an unsupported case, or each failure's message).
 */
record Seen(Kind kind, List<String> texts) {

  /** The verdicts, as the faces report them. */
  enum Kind {
    PASS,
    FAIL,
    SKIP,
    UNSUPPORTED,
    /** Surefire's schema has one "skipped" for both. */
    SKIP_OR_UNSUPPORTED
  }

  Seen {
    texts = List.copyOf(texts);
  }

  /** The verdict a report with less detail can give for this one. */
  Kind coarse() {
    return kind == Kind.SKIP || kind == Kind.UNSUPPORTED ? Kind.SKIP_OR_UNSUPPORTED : kind;
  }
}
