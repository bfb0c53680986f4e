import { and, eq } from "drizzle-orm";

import { invitationRuns } from "@/db/schema";
import { notFound } from "@/lib/errors/app-error";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";

import { invitationRunView } from "./invitation-run-progress";

/** One of the employer's invitation runs and how far it is. */
export async function getInvitationRun({ ctx, runId }: { ctx: EmployerContext; runId: string }) {
  authorize(ctx.actor, "employees.read");
  const [run] = await ctx.db
    .select()
    .from(invitationRuns)
    .where(and(eq(invitationRuns.id, runId), eq(invitationRuns.employerId, ctx.employerId)));
  if (!run) throw notFound("not_found", "No invitation run of that id for this employer.");
  return invitationRunView({ ctx, run: run });
}
