import { sql } from "drizzle-orm";

import { endedSessions } from "@/db/schema";
import { SESSION_TTL_SECONDS, sessionId, type Session } from "@/lib/auth/session";

import type { QueryContext } from "../context";

/** Whether a session was signed out, as an expression to select beside the person's row (no round trip of its own). */
export const sessionEnded = (id: string) =>
  sql<boolean>`exists (select 1 from ${endedSessions} where ${endedSessions.id} = ${id})`;

/**
 * Signing out: this session ends on the server, though its sealed cookie would still open. Other
 * sessions of the same person (another browser) go on. Kept until the cookie would have expired.
 */
export async function endSession({ ctx, session }: { ctx: QueryContext; session: Session }): Promise<void> {
  const { db } = ctx;
  const expiresAt = new Date(session.issuedAt + SESSION_TTL_SECONDS * 1000);
  await db
    .insert(endedSessions)
    .values({ id: sessionId(session), expiresAt })
    .onConflictDoNothing();
}
