package io.github.topnkit.linter.plan;

/** The relation built so far for a SELECT and the resolver for names over it. */
record Phase(RelNode rel, ExprConverter.Resolver resolver) {

  ExprConverter converter() {
    return new ExprConverter(resolver);
  }
}
