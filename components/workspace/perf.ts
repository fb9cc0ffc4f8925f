"use client";

/**
 * Performance marks the browser tests read: a slider move until the heatmap is repainted, and a
 * spent query until the map shows it. Measures land in the page's performance timeline.
 */
let queriesAtSpend: number | null = null;

export const perf = {
  sliderMoved() {
    performance.clearMarks("ws:slider");
    performance.mark("ws:slider");
  },
  querySpent(queriesOnSeedBefore: number) {
    performance.clearMarks("ws:query");
    performance.mark("ws:query");
    queriesAtSpend = queriesOnSeedBefore;
  },
  /** Called after every map paint with the number of queries the painted seed has. */
  painted(queriesOnSeed: number) {
    if (performance.getEntriesByName("ws:slider", "mark").length) {
      performance.measure("ws:slider-to-heatmap", "ws:slider");
      performance.clearMarks("ws:slider");
    }
    if (queriesAtSpend !== null && queriesOnSeed > queriesAtSpend && performance.getEntriesByName("ws:query", "mark").length) {
      performance.measure("ws:query-to-map", "ws:query");
      performance.clearMarks("ws:query");
      queriesAtSpend = null;
    }
  },
};
