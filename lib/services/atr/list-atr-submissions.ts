import { desc, eq } from "drizzle-orm";

import { adverseActionNotices, atrSubmissions } from "@/db/schema";

import type { EmployerContext } from "../context";
import { getEmployeeOrThrow } from "../employee-scope";
import type { AtrDecisionRecord } from "./submit-atr";

/** Every decision, newest first (the first one decides the requirement), with its notice while it is kept. */
export async function listAtrSubmissions({
  ctx,
  employeeId,
}: {
  ctx: EmployerContext;
  employeeId: string;
}): Promise<AtrDecisionRecord[]> {
  await getEmployeeOrThrow({ ctx, employeeId });
  return ctx.db
    .select({ submission: atrSubmissions, adverseActionNoticeId: adverseActionNotices.id })
    .from(atrSubmissions)
    .leftJoin(adverseActionNotices, eq(adverseActionNotices.atrSubmissionId, atrSubmissions.id))
    .where(eq(atrSubmissions.employeeId, employeeId))
    .orderBy(desc(atrSubmissions.sequence))
    .limit(100);
}
