import { diag, DiagLogLevel } from "@opentelemetry/api";

import type { Env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { startMetricsServer } from "@/lib/telemetry/metrics-server";
import { startTracing } from "@/lib/telemetry/start-tracing";

import { collectWorkGauges } from "./collect-work-gauges";

export type Telemetry = { stopMetrics: () => Promise<void>; stopTracing: () => Promise<void> };

/** Traces, before anything opens the database: a span can only be had once the SDK is in place. */
export function startProcessTracing(env: Env): () => Promise<void> {
  // The SDK's own warnings (a collector that refuses or cannot be reached) in our log, not lost.
  const log = logger.child({ component: "opentelemetry" });
  diag.setLogger(
    {
      error: (message) => log.warn(message),
      warn: (message) => log.warn(message),
      info: () => {},
      debug: () => {},
      verbose: () => {},
    },
    DiagLogLevel.WARN,
  );
  const tracing = startTracing(env);
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
    logger.info({ serviceName: env.OTEL_SERVICE_NAME }, "exporting traces over OTLP");
  return tracing.shutdown;
}

/**
 * The process's Prometheus endpoint on METRICS_PORT (the web process and `npm run worker` each
 * their own), with the database gauges read at scrape time. Unset: nothing listens, nothing is
 * recorded.
 */
export async function startProcessMetrics(env: Env): Promise<() => Promise<void>> {
  if (env.METRICS_PORT === undefined) return async () => {};
  const server = await startMetricsServer({
    port: env.METRICS_PORT,
    collect: collectWorkGauges,
    onCollectError: (error) => logger.warn({ err: error }, "metrics: reading the database gauges failed"),
  });
  logger.info({ port: server.port }, "metrics served on /metrics");
  return server.close;
}
