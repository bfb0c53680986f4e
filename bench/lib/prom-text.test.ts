import { describe, expect, it } from "vitest";

import { processView, promValue } from "./prom-text";

const exposition = (
  gcMajor: number,
  p99: number,
) => `# HELP nodejs_gc_duration_seconds Garbage collection duration by kind.
# TYPE nodejs_gc_duration_seconds histogram
nodejs_gc_duration_seconds_bucket{le="0.001",kind="minor"} 10
nodejs_gc_duration_seconds_sum{kind="minor"} 0.25
nodejs_gc_duration_seconds_sum{kind="major"} ${gcMajor}
nodejs_gc_duration_seconds_count{kind="major"} 3
# TYPE nodejs_eventloop_lag_p99_seconds gauge
nodejs_eventloop_lag_p50_seconds 0.0101
nodejs_eventloop_lag_p99_seconds ${p99}
nodejs_eventloop_lag_max_seconds 0.09
`;

describe("promValue", () => {
  it("sums a series over its label sets, and never reads a longer name that starts the same", () => {
    expect(promValue(exposition(0.5, 0.02), "nodejs_gc_duration_seconds_sum")).toBeCloseTo(0.75);
    expect(promValue(exposition(0.5, 0.02), "nodejs_gc_duration_seconds")).toBeNaN();
    expect(promValue(exposition(0.5, 0.02), "nodejs_eventloop_lag_p99_seconds")).toBe(0.02);
    expect(promValue("", "anything")).toBeNaN();
  });
});

describe("processView", () => {
  it("reads the run's event-loop delay and the GC time it added", () => {
    expect(processView(exposition(0.5, 0.011), exposition(0.7, 0.031), 10)).toEqual({
      eventLoopDelayMs: { p50: 10.1, p99: 31, max: 90 },
      gcMs: 200,
      gcShare: 0.02,
    });
  });
});
