// Reads the few series the bench wants from a Prometheus text exposition (the measured server's
// /metrics, lib/telemetry/metrics-server.ts): prom-client's default Node.js metrics.

/** The sum of every sample of `name` (all its label sets); NaN when it is not there. */
export function promValue(text: string, name: string): number {
  let total = Number.NaN;
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const value = Number(match[3]);
    if (!Number.isFinite(value)) continue;
    total = Number.isNaN(total) ? value : total + value;
  }
  return total;
}

/** What the server's process did during a run: its event loop's delay and its garbage collection. */
export type ProcessView = {
  /** How late the event loop ran its timers (prom-client's monitorEventLoopDelay, reset at each scrape), ms. */
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  /** Milliseconds spent in garbage collection during the run, and that as a share of the run. */
  gcMs: number;
  gcShare: number;
};

/** The server's view of a run from its /metrics before (which resets the event-loop histogram) and after. */
export function processView(before: string, after: string, seconds: number): ProcessView {
  const ms = (text: string, name: string) => Math.round(promValue(text, name) * 1000 * 100) / 100;
  const gcMs = ms(after, "nodejs_gc_duration_seconds_sum") - ms(before, "nodejs_gc_duration_seconds_sum");
  return {
    eventLoopDelayMs: {
      p50: ms(after, "nodejs_eventloop_lag_p50_seconds"),
      p99: ms(after, "nodejs_eventloop_lag_p99_seconds"),
      max: ms(after, "nodejs_eventloop_lag_max_seconds"),
    },
    gcMs: Math.round(gcMs * 100) / 100,
    gcShare: seconds > 0 ? Math.round((gcMs / (seconds * 1000)) * 1000) / 1000 : Number.NaN,
  };
}
