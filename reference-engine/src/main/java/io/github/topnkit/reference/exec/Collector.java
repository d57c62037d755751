package io.github.topnkit.reference.exec;

/** Where an operator sends the rows it emits, in emission order. */
@FunctionalInterface
public interface Collector {
  void collect(Row row);
}
