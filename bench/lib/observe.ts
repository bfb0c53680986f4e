import type { RunObserver } from "../http-load";

import { watchCpu, type CpuWatch } from "./cpu";
import { processView } from "./prom-text";
import type { PgObserver } from "./pg-observer";
import type { Server } from "./processes";
import { sleep } from "./stats";
import type { LatencyBreakdown, RouteTraces } from "./traces";

// The server's trace SDK exports in batches, at the latest every 5 s (the BatchSpanProcessor's
// default schedule, which the bench leaves as production has it): a run's last spans arrive that
// long after its last request.
const EXPORT_DELAY_MS = 5_500;

type ReceiverStop = {
  totals: { spans: number };
  spans: number;
  routes: RouteTraces[];
  breakdown: Record<string, LatencyBreakdown>;
};

const scrape = (url: string) =>
  fetch(url)
    .then((response) => (response.ok ? response.text() : ""))
    .catch(() => "");

/**
 * What each measured run on one server is observed with: CPU of the server's process tree,
 * PostgreSQL's and this process's; PostgreSQL's view (when on PostgreSQL); and, for a server that
 * exports its traces to the bench's receiver, the run's traces.
 */
export function makeObserver(options: {
  server: Server;
  databaseName?: string;
  pg?: PgObserver;
  receiver?: Server;
}): RunObserver {
  const { server, databaseName, pg, receiver } = options;
  let cpu: CpuWatch | undefined;
  let metricsBefore = "";
  let startedAt = 0;
  return {
    begin: async () => {
      await pg?.begin();
      // A scrape resets the server's event-loop histogram: what the run's end reads is the run's.
      if (server.metricsUrl) metricsBefore = await scrape(server.metricsUrl);
      startedAt = Date.now();
      if (receiver) await fetch(`${receiver.url}/control/start`, { method: "POST" }).then((r) => r.arrayBuffer());
      // Last, so the CPU window holds the run and nothing of the set-up.
      cpu = watchCpu({
        serverPid: server.pid,
        ...(databaseName ? { databaseName } : {}),
        ...(receiver ? { receiverPid: receiver.pid } : {}),
      });
    },
    end: async (result, asked) => {
      const spent = cpu?.stop(result.requests);
      const endedAt = Date.now();
      const serverView = server.metricsUrl
        ? processView(metricsBefore, await scrape(server.metricsUrl), (endedAt - startedAt) / 1000)
        : undefined;
      const postgres = pg ? await pg.end(result.requests) : undefined;
      let traces;
      if (receiver) {
        await sleep(EXPORT_DELAY_MS);
        const stopped = (await fetch(`${receiver.url}/control/stop?until=${endedAt}`, {
          method: "POST",
          ...(asked ? { body: JSON.stringify(asked), headers: { "content-type": "application/json" } } : {}),
        }).then((r) => r.json())) as ReceiverStop;
        const route = [...stopped.routes].sort((a, b) => b.requests - a.requests)[0];
        traces = {
          ...(route ? { route } : {}),
          coverage: result.requests > 0 && route ? Math.round((route.requests / result.requests) * 1000) / 1000 : 0,
          spansReceived: stopped.spans,
          ...(asked ? { breakdown: stopped.breakdown } : {}),
        };
      }
      return {
        ...(spent ? { cpu: spent } : {}),
        ...(postgres ? { postgres } : {}),
        ...(traces ? { traces } : {}),
        ...(serverView ? { server: serverView } : {}),
      };
    },
  };
}
