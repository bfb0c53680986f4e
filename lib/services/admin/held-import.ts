import { and, eq } from "drizzle-orm";

import { employeeImports, type EmployeeImportRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import { actorId } from "../context";
import type { ImportRequest } from "../requests";
import { getImportOrThrow } from "../imports/get-import-or-throw";

/** The import, while it waits for an HR admin's decision; refused, saying why, once it does not. */
export async function getHeldImportOrThrow({ ctx, importId }: ImportRequest): Promise<EmployeeImportRow> {
  const job = await getImportOrThrow({ ctx, importId });
  if (job.status !== "held") throw new AppError("import_not_held", notHeldDetail(job));
  return job;
}

/**
 * Takes the decision on a held import, with who took it and when: claimed by this decision alone,
 * so a second click, or another admin, finds it no longer held.
 */
export async function decideHeldImport({
  ctx,
  importId,
  status,
}: ImportRequest & {
  /** Confirmed: `running` while it is applied; discarded: finished now. */ status: "running" | "discarded";
}): Promise<EmployeeImportRow> {
  const now = new Date();
  const [claimed] = await ctx.db
    .update(employeeImports)
    .set({
      status,
      decidedBy: actorId(ctx.actor),
      decidedAt: now,
      ...(status === "discarded" ? { finishedAt: now } : {}),
    })
    .where(and(eq(employeeImports.id, importId), eq(employeeImports.status, "held")))
    .returning();
  if (!claimed) throw new AppError("import_not_held", "This file has just been decided.");
  return claimed;
}

function notHeldDetail(job: EmployeeImportRow): string {
  if (job.status === "discarded")
    return job.decidedBy ? "This file was discarded." : "This file was not confirmed in time and was discarded.";
  if (job.status === "completed") return "This file has already been applied.";
  return "This import is not waiting for a decision.";
}
