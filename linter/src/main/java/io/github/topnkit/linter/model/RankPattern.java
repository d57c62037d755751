package io.github.topnkit.linter.model;

import io.github.topnkit.linter.catalog.TimeKind;
import io.github.topnkit.linter.parse.Span;
import io.github.topnkit.linter.plan.RankRange;
import io.github.topnkit.linter.plan.RankSite;
import io.github.topnkit.linter.plan.WindowKind;
import java.util.List;

/**
 * The pattern model's verdict on one rank function call: what Flink builds for it and how that
 * operator behaves, or why Flink refuses it.
 *
 * @param site the rank function call and what the rank rule made of it
 * @param kind what Flink builds
 * @param rejection why Flink refuses the query, when {@code kind} is REJECTED
 * @param function ROW_NUMBER, RANK, DENSE_RANK, ...
 * @param range the rank range, when a filter gave one
 * @param partitionKeys names of the PARTITION BY fields
 * @param orderKeys names of the ORDER BY fields with their directions
 * @param outputRankNumber whether the rank number is part of the output
 * @param input the kinds of change the input produces
 * @param windowKind the window TVF of a window pattern
 * @param windowTime rowtime or proctime of the window
 * @param strategy the rank strategy of a regular Top-N or deduplication
 * @param output the output changelog mode, as Flink prints it on the node
 * @param uniqueKeys the output's unique keys, as field names
 * @param runtimeFunction the runtime function class Flink instantiates
 */
public record RankPattern(
    RankSite site,
    PatternKind kind,
    Rejection rejection,
    String function,
    RankRange range,
    List<String> partitionKeys,
    List<String> orderKeys,
    boolean outputRankNumber,
    Kinds input,
    WindowKind windowKind,
    TimeKind windowTime,
    RankStrategy strategy,
    ChangelogMode output,
    List<List<String>> uniqueKeys,
    String runtimeFunction) {

  public RankPattern {
    partitionKeys = List.copyOf(partitionKeys);
    orderKeys = List.copyOf(orderKeys);
    uniqueKeys = uniqueKeys.stream().map(List::copyOf).toList();
  }

  public Span span() {
    return site.span();
  }

  public boolean rejected() {
    return kind == PatternKind.REJECTED;
  }

  public boolean isWindowed() {
    return kind == PatternKind.WINDOW_TOP_N || kind == PatternKind.WINDOW_DEDUPLICATE;
  }
}
