import { closeDb } from "@/db/client";
import { openCommandDatabase } from "@/db/command-database";
import { assertReadyToStart, type Env } from "@/lib/env";
import { logger } from "@/lib/logger";
import { assertIdentityProviderReady } from "@/lib/providers/identity";

import { startProcessMetrics, startProcessTracing } from "./start-telemetry";
import { startWorker } from "./worker";

// `npm run worker`: the background worker as its own process, for scale. PostgreSQL only: the
// embedded database serves one process, which is the app server (set BACKGROUND_WORKER=off there).
async function main() {
  let env: Env;
  try {
    env = assertReadyToStart();
    await assertIdentityProviderReady(env);
  } catch (error) {
    // Production fails closed here as the server does: every missing or wrong setting, named.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const stopTracing = startProcessTracing(env);
  await openCommandDatabase({
    command: "worker",
    onEmbedded: "PGlite serves one process: the server runs the worker in-app",
  });
  // Its own METRICS_PORT: one process per port, the web process has another.
  const stopMetrics = await startProcessMetrics(env);
  const worker = startWorker();
  logger.info("background worker started");
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, async () => {
      await worker.stop();
      await stopMetrics();
      await closeDb();
      await stopTracing();
      process.exit(0);
    });
  }
}

void main();
