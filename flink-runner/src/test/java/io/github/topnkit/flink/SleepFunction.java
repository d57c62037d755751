package io.github.topnkit.flink;

import org.apache.flink.table.functions.ScalarFunction;

/** A scalar function that never returns, for a job that only a cancellation ends. */
public class SleepFunction extends ScalarFunction {

  public Integer eval(Integer value) throws InterruptedException {
    Thread.sleep(Long.MAX_VALUE);
    return value;
  }
}
