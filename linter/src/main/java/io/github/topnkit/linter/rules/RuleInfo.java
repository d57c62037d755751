package io.github.topnkit.linter.rules;

import io.github.topnkit.linter.diag.Severity;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The metadata of a rule: a one-line summary without a trailing period, the default severity and
 * tags. The rule's id is its class's simple name; the long story is {@code docs/rules/<Id>.md}.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface RuleInfo {
  String summary();

  Severity severity();

  /** Groups such as {@code top-n}, {@code window}, {@code sink}, {@code performance}. */
  String[] tags() default {};
}
