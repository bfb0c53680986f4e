import { and, asc, eq, isNull } from "drizzle-orm";

import { paymentMethods } from "@/db/schema";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

/** The employee's saved methods, oldest first; removed ones are gone. */
export async function listPaymentMethods({ ctx, employeeId }: EmployeeRequest) {
  await getEmployeeOrThrow({ ctx, employeeId });
  return ctx.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.employeeId, employeeId), isNull(paymentMethods.removedAt)))
    .orderBy(asc(paymentMethods.id));
}
