package io.github.topnkit.junit.descriptor;

import io.github.topnkit.junit.execution.EngineContext;
import io.github.topnkit.junit.source.SpecLocation;
import io.github.topnkit.spec.SpecFile;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;

/** A spec file: the container of its cases. */
public final class SpecFileDescriptor extends AbstractTestDescriptor
    implements Node<EngineContext> {

  /** The segment type of a spec file on disk. */
  public static final String SEGMENT = "spec";

  /** The segment type of a spec file found as a classpath resource. */
  public static final String RESOURCE_SEGMENT = "resource";

  private final SpecLocation location;
  private final SpecFile spec;

  public SpecFileDescriptor(UniqueId parentId, SpecLocation location, SpecFile spec) {
    super(id(parentId, location), location.name(), location.source(1, 1));
    this.location = location;
    this.spec = spec;
  }

  /** The id of a spec file's descriptor: its kind and the URI it is read from. */
  private static UniqueId id(UniqueId engine, SpecLocation location) {
    String type = location.resource().isPresent() ? RESOURCE_SEGMENT : SEGMENT;
    return engine.append(type, location.uri().toString());
  }

  public SpecLocation location() {
    return location;
  }

  public SpecFile spec() {
    return spec;
  }

  @Override
  public Type getType() {
    return Type.CONTAINER;
  }

  /** Writes the updated expectations of this file's cases once all of them ran. */
  @Override
  public void after(EngineContext context) {
    context.updates().flush(location, spec);
  }
}
