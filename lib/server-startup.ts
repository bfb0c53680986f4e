import { getDbHandle } from "@/db/client";
import { describeDemo, seedIfEmpty } from "@/db/seed";
import { getEnv } from "@/lib/env";
import { startWorker } from "@/lib/jobs/worker";
import { logger } from "@/lib/logger";

/**
 * Runs once in the server process before it takes requests: validates configuration, opens the
 * database (which applies migrations) and seeds demo data into an empty sandbox database. Doing
 * this in-process keeps PGlite's one-process rule.
 */
export async function prepareServer(): Promise<void> {
  const env = getEnv();
  const handle = await getDbHandle();
  logger.info({ database: handle.kind, appEnv: env.APP_ENV }, "database ready");
  if (env.APP_ENV !== "production") {
    const seeded = await seedIfEmpty(handle.db);
    if (seeded) console.log(describeDemo(seeded));
  }
  if (env.BACKGROUND_WORKER === "in-app") {
    const worker = startWorker();
    logger.info("background worker started in-process");
    process.once("SIGTERM", () => void worker.stop());
  }
}
