package io.github.topnkit.linter.report;

import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.Writer;

/** Jackson set up once for the JSON reports: indented output with {@code \n} line ends. */
final class Json {

  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final ObjectWriter WRITER =
      MAPPER.writer(
          new DefaultPrettyPrinter(
                  Separators.createDefaultInstance()
                      .withObjectFieldValueSpacing(Separators.Spacing.AFTER))
              .withObjectIndenter(new DefaultIndenter("  ", "\n"))
              .withArrayIndenter(new DefaultIndenter("  ", "\n")));

  private Json() {}

  static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  /** Writes the tree and a final line end, leaving the writer open. */
  static void write(ObjectNode root, Writer out) throws IOException {
    out.write(WRITER.writeValueAsString(root));
    out.write('\n');
    out.flush();
  }
}
