import { desc, eq } from "drizzle-orm";

import { adverseActionNotices, atrSubmissions } from "@/db/schema";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import type { AtrDecisionRecord } from "./submit-atr";

/** Every decision, newest first (the first one decides the requirement), with its notice while it is kept. */
export async function listAtrSubmissions({ ctx, employeeId }: EmployeeRequest): Promise<AtrDecisionRecord[]> {
  await getEmployeeOrThrow({ ctx, employeeId });
  return ctx.db
    .select({ submission: atrSubmissions, adverseActionNoticeId: adverseActionNotices.id })
    .from(atrSubmissions)
    .leftJoin(adverseActionNotices, eq(adverseActionNotices.atrSubmissionId, atrSubmissions.id))
    .where(eq(atrSubmissions.employeeId, employeeId))
    .orderBy(desc(atrSubmissions.sequence))
    .limit(100);
}
