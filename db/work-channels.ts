import { sql } from "drizzle-orm";

import type { Queryable } from "./client";

/**
 * PostgreSQL channels on which a write tells the background worker it has work now, so a new
 * delivery or identity check is picked up at once instead of at the next poll. `pg_notify` in the
 * writer's transaction is delivered on commit (and dropped on rollback), so the worker never
 * wakes to look for a row it cannot see yet. PGlite delivers them the same way, in-process.
 */
export const WORK_CHANNELS = {
  webhooks: "webhook_deliveries_due",
  identity: "identity_checks_due",
  files: "eligibility_files_due",
} as const;

export type WorkChannel = keyof typeof WORK_CHANNELS;

export async function notifyWork(db: Queryable, channel: WorkChannel): Promise<void> {
  await db.execute(sql`select pg_notify(${WORK_CHANNELS[channel]}, '')`);
}
