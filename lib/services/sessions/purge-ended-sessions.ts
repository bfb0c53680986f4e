import { lt } from "drizzle-orm";

import { endedSessions } from "@/db/schema";

import type { QueryContext } from "../context";

/** Housekeeping: ended sessions whose cookies have expired anyway. */
export async function purgeEndedSessions({ ctx }: { ctx: QueryContext }): Promise<void> {
  const { db } = ctx;
  await db.delete(endedSessions).where(lt(endedSessions.expiresAt, new Date()));
}
