package io.github.topnkit.junit.descriptor;

import io.github.topnkit.junit.execution.EngineContext;
import io.github.topnkit.junit.source.SpecLocation;
import io.github.topnkit.spec.SpecCase;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;

/** One run of a {@code mode: both} case: in streaming or in batch mode. */
public final class SpecRunDescriptor extends AbstractTestDescriptor implements Node<EngineContext> {

  public static final String SEGMENT = "mode";

  private final SpecLocation location;
  private final SpecCase specCase;
  // Named in full: Node declares an ExecutionMode of its own (same thread or concurrent).
  private final io.github.topnkit.linter.target.ExecutionMode mode;

  public SpecRunDescriptor(
      UniqueId parentId,
      SpecLocation location,
      SpecCase specCase,
      io.github.topnkit.linter.target.ExecutionMode mode) {
    super(
        parentId.append(SEGMENT, mode.label()),
        specCase.name() + " [" + mode.label() + "]",
        location.source(specCase.position().line(), specCase.position().column()));
    this.location = location;
    this.specCase = specCase;
    this.mode = mode;
  }

  public io.github.topnkit.linter.target.ExecutionMode mode() {
    return mode;
  }

  @Override
  public Type getType() {
    return Type.TEST;
  }

  @Override
  public String getLegacyReportingName() {
    return specCase.name() + " [" + mode.label() + "]";
  }

  @Override
  public SkipResult shouldBeSkipped(EngineContext context) {
    return context.verifier().skip(specCase);
  }

  @Override
  public EngineContext execute(EngineContext context, DynamicTestExecutor executor) {
    context.verifier().verify(location, specCase, mode);
    return context;
  }
}
