import { and, eq, isNull } from "drizzle-orm";

import { accountSessions, adminUsers } from "@/db/schema";
import { sessionId, type AdminSession } from "@/lib/auth/session";

import { recordAudit } from "../audit/record-audit";
import type { Origin, QueryContext } from "../context";

/** Signing out: this session ends on the server. */
export async function signOutAdminSession({
  ctx,
  session,
}: {
  ctx: QueryContext & { origin?: Origin };
  session: AdminSession;
}): Promise<void> {
  const ended = await ctx.db
    .update(accountSessions)
    .set({ endedAt: new Date(), endedReason: "signed_out" })
    .where(and(eq(accountSessions.id, sessionId(session)), isNull(accountSessions.endedAt)))
    .returning({ id: accountSessions.id });
  if (ended.length === 0) return;
  const [person] = await ctx.db
    .select({ role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.id, session.adminId));
  await recordAudit({
    ctx,
    entry: {
      action: "hr.signed_out",
      employerId: session.employerId,
      actor: {
        type: "admin",
        adminId: session.adminId,
        employerId: session.employerId,
        role: person?.role ?? "viewer",
      },
      target: { type: "admin", id: session.adminId },
    },
  });
}
