import { and, eq, gt, sql } from "drizzle-orm";

import { adverseActionNotices, type AdverseActionNoticeRow } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

/** One of the employee's own notices, until it expires; anyone else's is simply not found. */
export async function getAdverseActionNoticeOrThrow({
  ctx,
  employeeId,
  noticeId,
}: EmployeeRequest & { noticeId: string }): Promise<AdverseActionNoticeRow> {
  await getEmployeeOrThrow({ ctx, employeeId });
  const [row] = await ctx.db
    .select()
    .from(adverseActionNotices)
    .where(
      and(
        eq(adverseActionNotices.id, noticeId),
        eq(adverseActionNotices.employerId, ctx.employerId),
        eq(adverseActionNotices.employeeId, employeeId),
        gt(adverseActionNotices.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row)
    throw new AppError("adverse_action_notice_not_found", "No adverse action notice with this id exists for you.");
  return row;
}
