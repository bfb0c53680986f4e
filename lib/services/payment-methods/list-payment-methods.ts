import { and, asc, eq, isNull } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { paymentMethods } from "@/db/schema";

import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";

export async function listPaymentMethods(db: Queryable, params: { employerId: string; employeeId: string }) {
  await getEmployeeOrThrow(db, params);
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.employeeId, params.employeeId), isNull(paymentMethods.removedAt)))
    .orderBy(asc(paymentMethods.id));
}
