import { desc, eq } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { atrSubmissions } from "@/db/schema";

import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";

/** Every submission, newest first: the first one decides the requirement. */
export async function listAtrSubmissions(db: Queryable, { employerId, employeeId }: { employerId: string; employeeId: string }) {
  await getEmployeeOrThrow(db, { employerId, employeeId });
  return db.select().from(atrSubmissions).where(eq(atrSubmissions.employeeId, employeeId)).orderBy(desc(atrSubmissions.sequence)).limit(100);
}
