package io.github.topnkit.linter.rules;

/**
 * A stateless check over the pattern model of one file, reporting findings through the context.
 * Implementations are annotated with {@link RuleInfo} and registered in {@link BuiltInRules}.
 */
public interface Rule {

  void check(RuleContext context);

  /** The rule's id: its class's simple name. */
  default String id() {
    return getClass().getSimpleName();
  }

  default RuleInfo info() {
    RuleInfo info = getClass().getAnnotation(RuleInfo.class);
    if (info == null) {
      throw new IllegalStateException(id() + " has no @RuleInfo");
    }
    return info;
  }
}
