package io.github.topnkit.spec.parse;

import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.NodeEvent;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.parser.Parser;

/**
 * SnakeYAML's event parser with the YAML features a spec file has no use for refused at their first
 * event: anchors and aliases (and so merge keys and alias bombs, before anything is expanded) and
 * explicit tags. It also remembers where the last event was, for the errors SnakeYAML raises
 * without a position (nesting too deep).
 */
final class GuardedParser implements Parser {

  private final Parser delegate;
  private Mark lastMark;

  GuardedParser(Parser delegate) {
    this.delegate = delegate;
  }

  /** Where the last event the composer took starts; null before the first. */
  Mark lastMark() {
    return lastMark;
  }

  @Override
  public boolean checkEvent(Event.ID choice) {
    return delegate.checkEvent(choice);
  }

  @Override
  public Event peekEvent() {
    return delegate.peekEvent();
  }

  @Override
  public Event getEvent() {
    Event event = delegate.getEvent();
    lastMark = event.getStartMark();
    if (event instanceof AliasEvent alias) {
      throw new Refused(lastMark, Messages.aliasRefused(alias.getAnchor()));
    }
    if (event instanceof NodeEvent node && node.getAnchor() != null) {
      throw new Refused(lastMark, Messages.anchorRefused(node.getAnchor()));
    }
    String tag =
        event instanceof ScalarEvent scalar
            ? scalar.getTag()
            : event instanceof CollectionStartEvent collection ? collection.getTag() : null;
    if (tag != null && !tag.equals(Tag.STR.getValue())) {
      throw new Refused(lastMark, Messages.tagRefused(tag));
    }
    return event;
  }

  /** A YAML feature the spec format refuses, where it was found. */
  static final class Refused extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final transient Mark mark;

    Refused(Mark mark, String problem) {
      super(problem, null, false, false);
      this.mark = mark;
    }

    Mark mark() {
      return mark;
    }
  }
}
