import { eq } from "drizzle-orm";

import { accountSessions } from "@/db/schema";
import { STEP_UP_WINDOW_MS } from "@/lib/domain/hr/second-factor";
import { OPERATOR_STEP_UP_WINDOW_MS } from "@/lib/domain/operator/operator-roles";
import { AppError } from "@/lib/errors/app-error";

import type { ServiceContext } from "../context";

/**
 * The sandbox's "expire my step-up" (app/api/sandbox/admin/expire-step-up, and the console's
 * app/api/sandbox/operator/expire-step-up): the acting session's last factor moves to just outside
 * its step-up window (HR's ten minutes, an operator's five), so the next write that needs one asks
 * for a factor. Only the caller's own session; the routes exist only in the sandbox.
 */
export async function expireStepUp({ ctx }: { ctx: ServiceContext }): Promise<void> {
  const { actor } = ctx;
  const window =
    actor.type === "admin" ? STEP_UP_WINDOW_MS : actor.type === "operator" ? OPERATOR_STEP_UP_WINDOW_MS : undefined;
  const session = actor.type === "admin" || actor.type === "operator" ? actor.session : undefined;
  if (window === undefined || !session) throw new AppError("unauthorized", "Sign in first.");
  await ctx.db
    .update(accountSessions)
    .set({ factorAt: new Date(Date.now() - window - 60_000) })
    .where(eq(accountSessions.id, session.id));
}
