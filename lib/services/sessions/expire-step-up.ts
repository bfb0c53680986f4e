import { eq } from "drizzle-orm";

import { accountSessions } from "@/db/schema";
import { STEP_UP_WINDOW_MS } from "@/lib/domain/hr/second-factor";
import { AppError } from "@/lib/errors/app-error";

import type { EmployerContext } from "../context";

/**
 * The sandbox's "expire my step-up" (app/api/sandbox/admin/expire-step-up): the acting HR
 * session's last factor moves to just outside the step-up window, so the next sensitive action
 * asks for a factor. Only the caller's own session; the route exists only in the sandbox.
 */
export async function expireStepUp({ ctx }: { ctx: EmployerContext }): Promise<void> {
  const { actor } = ctx;
  if (actor.type !== "admin" || !actor.session) throw new AppError("unauthorized", "Sign in to the HR admin area.");
  await ctx.db
    .update(accountSessions)
    .set({ factorAt: new Date(Date.now() - STEP_UP_WINDOW_MS - 60_000) })
    .where(eq(accountSessions.id, actor.session.id));
}
