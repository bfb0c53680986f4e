import { asc, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { payrollSchedules } from "@/db/schema";

/** The caller has already checked that it may see `employerId`. */
export async function listPayrollSchedules({ db, employerId }: { db: Queryable; employerId: string }) {
  return db
    .select()
    .from(payrollSchedules)
    .where(eq(payrollSchedules.employerId, employerId))
    .orderBy(asc(payrollSchedules.id));
}
