import http from "node:http";
import type { AddressInfo } from "node:net";

import { metrics, setMetricsEnabled } from "./metrics";

/** Sets the gauges read from the database (backlogs, lags); run at scrape time, at most once per `cacheMs`. */
export type ScrapeCollector = () => Promise<void>;

export type MetricsServer = { port: number; close: () => Promise<void> };

type Options = {
  port: number;
  host?: string;
  collect?: ScrapeCollector;
  /** How long gauges read at one scrape serve the next ones (several Prometheus servers, retries). */
  cacheMs?: number;
  onCollectError?: (error: unknown) => void;
};

/**
 * The Prometheus endpoint: GET /metrics on its own port (METRICS_PORT, never the public one, so
 * nothing a partner or an employee reaches exposes it). Starting it turns recording on. The
 * database gauges are read when scraped, never per request, and cached for `cacheMs`; a failing
 * read leaves the last values and is reported, the scrape still answers.
 */
export async function startMetricsServer(options: Options): Promise<MetricsServer> {
  const { registry } = metrics();
  const cacheMs = options.cacheMs ?? 5_000;
  let collectedAt = -Infinity;
  let collecting: Promise<void> | undefined;
  const refresh = async () => {
    if (!options.collect || performance.now() - collectedAt < cacheMs) return;
    collecting ??= options
      .collect()
      .then(() => void (collectedAt = performance.now()))
      .catch((error: unknown) => options.onCollectError?.(error))
      .finally(() => (collecting = undefined));
    await collecting;
  };
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (path !== "/metrics") {
      response.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { allow: "GET, HEAD", "content-type": "text/plain" }).end("method not allowed\n");
      return;
    }
    void refresh()
      .then(() => registry.metrics())
      .then((text) => response.writeHead(200, { "content-type": registry.contentType }).end(text))
      .catch(() => response.writeHead(500, { "content-type": "text/plain" }).end("metrics unavailable\n"));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  setMetricsEnabled(true);
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        setMetricsEnabled(false);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
