package io.github.topnkit.linter.report;

import java.io.IOException;
import java.io.Writer;

/** Writes a lint report in one output format. */
public interface Reporter {

  void write(LintReport report, Writer out) throws IOException;
}
