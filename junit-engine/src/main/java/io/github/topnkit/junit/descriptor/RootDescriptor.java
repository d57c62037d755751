package io.github.topnkit.junit.descriptor;

import io.github.topnkit.junit.execution.EngineContext;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;

/** The engine's root; it shuts the engine's Flink cluster down after the last case. */
public final class RootDescriptor extends EngineDescriptor implements Node<EngineContext> {

  public RootDescriptor(UniqueId uniqueId) {
    super(uniqueId, "topnkit");
  }

  @Override
  public void after(EngineContext context) {
    context.reportTimes(this);
    context.close();
  }
}
