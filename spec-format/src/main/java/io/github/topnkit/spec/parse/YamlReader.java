package io.github.topnkit.spec.parse;

import java.util.Optional;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.composer.Composer;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.StreamReader;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * Composes a spec file's text into SnakeYAML's node tree, which keeps the start and end mark of
 * every node; a YAML error becomes one positioned problem.
 */
final class YamlReader {

  /** Deeper than any spec file needs, far below what would exhaust the stack. */
  private static final int NESTING_LIMIT = 64;

  private final int codePointLimit;

  YamlReader(long maxChars) {
    this.codePointLimit = (int) Math.min(Integer.MAX_VALUE, maxChars + 1);
  }

  /** The document's root node; empty when the text holds no document or has a YAML error. */
  Optional<Node> compose(SourceText source, Problems problems) {
    LoaderOptions options = new LoaderOptions();
    options.setAllowDuplicateKeys(false);
    options.setMaxAliasesForCollections(0);
    options.setAllowRecursiveKeys(false);
    options.setNestingDepthLimit(NESTING_LIMIT);
    options.setCodePointLimit(codePointLimit);
    GuardedParser parser =
        new GuardedParser(new ParserImpl(new StreamReader(source.text()), options));
    try {
      return Optional.ofNullable(new Composer(parser, new Resolver(), options).getSingleNode());
    } catch (GuardedParser.Refused e) {
      problems.at(source.position(e.mark()), e.getMessage());
    } catch (MarkedYAMLException e) {
      report(e, source, problems);
    } catch (YAMLException e) {
      // SnakeYAML's limits throw without a mark: point at the event that went over.
      Mark mark = parser.lastMark();
      int offset = mark == null ? 0 : source.offset(mark);
      String message = firstLine(e.getMessage());
      problems.at(
          offset,
          message.startsWith("Nesting Depth exceeded")
              ? Messages.nestingTooDeep(NESTING_LIMIT)
              : Messages.invalidYaml(message));
    }
    return Optional.empty();
  }

  private static void report(MarkedYAMLException e, SourceText source, Problems problems) {
    String problem = e.getProblem() == null ? "" : e.getProblem();
    String context = e.getContext() == null ? "" : e.getContext();
    Mark problemMark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
    Mark contextMark = e.getContextMark() != null ? e.getContextMark() : problemMark;
    if (problemMark == null) {
      problems.at(0, Messages.invalidYaml(firstLine(e.getMessage())));
      return;
    }
    int at = source.offset(problemMark);
    if (problem.contains("\\t(TAB)") || problem.contains("'\t'")) {
      problems.at(at, Messages.tabIndentation());
    } else if (context.contains("quoted scalar") && problem.contains("end of stream")) {
      problems.at(source.offset(contextMark), Messages.unclosedQuote());
    } else if (context.contains("flow sequence") || context.contains("flow mapping")) {
      char open = context.contains("sequence") ? '[' : '{';
      problems.at(
          source.offset(contextMark),
          Messages.unclosedFlow(open, source.position(at), tokenName(problem)));
    } else if (problem.startsWith("mapping values are not allowed")) {
      problems.at(at, Messages.colonNotAllowed());
    } else if (context.startsWith("expected a single document")) {
      problems.at(at, Messages.secondDocument());
    } else if (problem.startsWith("expected <block end>")) {
      problems.at(at, Messages.badIndentation(source.position(contextMark).column()));
    } else {
      problems.at(at, Messages.invalidYaml(firstLine(problem.isEmpty() ? context : problem)));
    }
  }

  /** What the parser found instead of the closing bracket, from SnakeYAML's wording. */
  private static String tokenName(String problem) {
    int i = problem.lastIndexOf("but got ");
    return i < 0 ? problem : problem.substring(i + "but got ".length()).trim();
  }

  private static String firstLine(String message) {
    return message == null ? "" : message.lines().findFirst().orElse("").trim();
  }
}
