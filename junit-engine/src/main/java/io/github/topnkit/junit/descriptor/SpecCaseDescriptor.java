package io.github.topnkit.junit.descriptor;

import io.github.topnkit.junit.execution.EngineContext;
import io.github.topnkit.junit.source.SpecLocation;
import io.github.topnkit.spec.Mode;
import io.github.topnkit.spec.SpecCase;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * A case of a spec file: a test when it runs in one mode, a container of one {@link
 * SpecRunDescriptor} per mode with {@code mode: both}.
 */
public final class SpecCaseDescriptor extends AbstractTestDescriptor
    implements Node<EngineContext> {

  public static final String SEGMENT = "case";

  private final SpecLocation location;
  private final SpecCase specCase;

  public SpecCaseDescriptor(UniqueId parentId, SpecLocation location, SpecCase specCase) {
    super(
        parentId.append(SEGMENT, specCase.name()),
        specCase.name(),
        location.source(specCase.position().line(), specCase.position().column()));
    this.location = location;
    this.specCase = specCase;
  }

  public SpecCase specCase() {
    return specCase;
  }

  public SpecLocation location() {
    return location;
  }

  @Override
  public Type getType() {
    return specCase.mode() == Mode.BOTH ? Type.CONTAINER : Type.TEST;
  }

  @Override
  public String getLegacyReportingName() {
    return specCase.name();
  }

  @Override
  public SkipResult shouldBeSkipped(EngineContext context) {
    return context.verifier().skip(specCase);
  }

  @Override
  public EngineContext execute(EngineContext context, DynamicTestExecutor executor) {
    if (specCase.mode() != Mode.BOTH) {
      context.verifier().verify(location, specCase, specCase.mode().runs().get(0));
    }
    return context;
  }
}
