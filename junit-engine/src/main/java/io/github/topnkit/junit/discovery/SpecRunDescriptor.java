package io.github.topnkit.junit.discovery;

import io.github.topnkit.junit.execution.EngineContext;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;

/** One run of a {@code mode: both} case: in streaming or in batch mode. */
public final class SpecRunDescriptor extends AbstractTestDescriptor implements Node<EngineContext> {

  static final String SEGMENT = "mode";

  private final SpecLocation location;
  private final SpecCase specCase;
  private final Mode mode;

  SpecRunDescriptor(UniqueId parentId, SpecLocation location, SpecCase specCase, Mode mode) {
    super(
        parentId.append(SEGMENT, mode.label()),
        specCase.name() + " [" + mode.label() + "]",
        location.source(specCase.position().line(), specCase.position().column()));
    this.location = location;
    this.specCase = specCase;
    this.mode = mode;
  }

  public Mode mode() {
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
    return context.verifier().skip(specCase, mode);
  }

  @Override
  public EngineContext execute(EngineContext context, DynamicTestExecutor executor) {
    context.verifier().verify(location, specCase, mode);
    return context;
  }
}
