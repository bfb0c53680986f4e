import { closeDb, getDbHandle } from "@/db/client";
import { describeDemo, seedIfEmpty } from "@/lib/seed/seed";
import { resetThrottleStore } from "@/lib/throttles/throttle-store";
import { assertReadyToStart, sftpInApp } from "@/lib/env";
import { assertIdentityProviderReady } from "@/lib/providers/identity";
import { startProcessMetrics, startProcessTracing } from "@/lib/jobs/start-telemetry";
import { startWorker } from "@/lib/jobs/worker";
import { lifecycle, onShutdown } from "@/lib/lifecycle";
import { logger } from "@/lib/logger";
import { startSftpServer } from "@/lib/sftp/server";

/**
 * Runs once in the server process before it takes requests: validates configuration, opens the
 * database (which applies migrations under an advisory lock) and seeds demo data into an empty
 * sandbox database (once, however many instances start together), and starts the in-app worker and
 * SFTP server. Doing this in-process keeps PGlite's one-process rule. What must finish before the process exits is registered as a
 * shutdown hook, which scripts/server.mjs runs after the last request.
 */
export async function prepareServer(): Promise<void> {
  const env = assertReadyToStart();
  await assertIdentityProviderReady(env);
  Object.assign(lifecycle(), {
    settings: { delayMs: env.SHUTDOWN_DELAY_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS },
    logger: logger.child({ component: "server" }),
    publicOrigin: new URL(env.PUBLIC_BASE_URL).origin,
  });
  // Registered first, so it runs last: spans of the shutdown's own work are still exported.
  onShutdown("traces", startProcessTracing(env));
  const handle = await getDbHandle();
  onShutdown("database", closeDb);
  // After the database's hook, so it runs before it: what batched throttle counters hold is sent.
  onShutdown("throttle counts", resetThrottleStore);
  onShutdown("metrics server", await startProcessMetrics(env));
  logger.info({ database: handle.kind, appEnv: env.APP_ENV }, "database ready");
  if (env.APP_ENV !== "production") {
    const seeded = await seedIfEmpty(handle.db);
    if (seeded) console.log(describeDemo(seeded));
  }
  if (env.BACKGROUND_WORKER === "in-app") {
    const worker = startWorker();
    onShutdown("background worker", () => worker.stop());
    logger.info("background worker started in-process");
  }
  if (sftpInApp(env)) {
    // After the worker's hook, so it runs before it: the door closes, then the worker stops.
    const sftp = await startSftpServer({}, env);
    onShutdown("sftp server", () => sftp.close());
  }
}
