import { and, eq, isNull } from "drizzle-orm";

import { accountSessions, operators } from "@/db/schema";
import { sessionId, type OperatorSession } from "@/lib/auth/session";

import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";

/** Ends this operator session on the server (its cookie opens nothing from now on), on record. */
export async function signOutOperatorSession({
  ctx,
  session,
}: {
  ctx: ServiceContext;
  session: OperatorSession;
}): Promise<void> {
  const ended = await ctx.db
    .update(accountSessions)
    .set({ endedAt: new Date(), endedReason: "signed_out" })
    .where(
      and(
        eq(accountSessions.id, sessionId(session)),
        eq(accountSessions.accountId, session.operatorId),
        isNull(accountSessions.endedAt),
      ),
    )
    .returning({ id: accountSessions.id });
  if (ended.length === 0) return;
  const [operator] = await ctx.db
    .select({ role: operators.role })
    .from(operators)
    .where(eq(operators.id, session.operatorId));
  if (!operator) return;
  await recordAudit({
    ctx,
    entry: {
      action: "operator.signed_out",
      employerId: null,
      actor: { type: "operator", operatorId: session.operatorId, role: operator.role },
      target: { type: "operator", id: session.operatorId },
    },
  });
}
