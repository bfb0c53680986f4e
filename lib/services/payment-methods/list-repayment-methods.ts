import { and, eq, isNull } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { paymentMethods } from "@/db/schema";

export type RepaymentMethodStatus = "Verified" | "Pending" | "Failed";

/** The employee's saved payment methods that count for repayment (removed ones do not). */
export async function listRepaymentMethods(db: Queryable, employeeId: string): Promise<Array<{ status: RepaymentMethodStatus }>> {
  const rows = await db
    .select({ status: paymentMethods.status })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.employeeId, employeeId), isNull(paymentMethods.removedAt)));
  return rows.map((row) => ({ status: toStatus(row.status) }));
}

function toStatus(status: string): RepaymentMethodStatus {
  return status === "Verified" || status === "Pending" ? status : "Failed";
}
