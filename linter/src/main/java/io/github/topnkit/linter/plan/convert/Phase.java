package io.github.topnkit.linter.plan.convert;

import io.github.topnkit.linter.plan.RelNode;

/** The relation built so far for a SELECT and the resolver for names over it. */
record Phase(RelNode rel, ExprConverter.Resolver resolver) {

  ExprConverter converter() {
    return new ExprConverter(resolver);
  }
}
