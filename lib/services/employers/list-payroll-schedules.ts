import { asc, eq } from "drizzle-orm";

import { payrollSchedules } from "@/db/schema";

import type { QueryContext } from "../context";

/** The employer in scope's schedules, active and inactive. */
export async function listPayrollSchedules({ ctx }: { ctx: QueryContext & { employerId: string } }) {
  const { db, employerId } = ctx;
  return db
    .select()
    .from(payrollSchedules)
    .where(eq(payrollSchedules.employerId, employerId))
    .orderBy(asc(payrollSchedules.id));
}
