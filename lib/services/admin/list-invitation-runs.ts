import { desc, eq } from "drizzle-orm";

import { invitationRuns } from "@/db/schema";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";

import { invitationRunView } from "./invitation-run-progress";

/** The employer's latest invitation runs, newest first, each with how far it is. */
export async function listInvitationRuns({ ctx, limit = 5 }: { ctx: EmployerContext; limit?: number }) {
  authorize(ctx.actor, "employees.read");
  const runs = await ctx.db
    .select()
    .from(invitationRuns)
    .where(eq(invitationRuns.employerId, ctx.employerId))
    .orderBy(desc(invitationRuns.createdAt))
    .limit(limit);
  return Promise.all(runs.map((run) => invitationRunView({ ctx, run: run })));
}
