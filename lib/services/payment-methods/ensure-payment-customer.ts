import { and, eq, isNull } from "drizzle-orm";

import { employees, type EmployeeRow } from "@/db/schema";
import { getPaymentsProvider } from "@/lib/providers/payments";

import type { EmployerContext } from "../context";
import { getEmployeeOrThrow } from "../employee-scope";

/**
 * The employee's customer at the payment provider, created on first need. The provider call stays
 * outside any transaction; Stripe's idempotency key (per employee) makes a concurrent second call
 * return the same customer, and the conditional update keeps the first one stored.
 */
export async function ensurePaymentCustomer({
  ctx,
  employee,
}: {
  ctx: EmployerContext;
  employee: EmployeeRow;
}): Promise<string> {
  if (employee.paymentCustomerId) return employee.paymentCustomerId;
  const customerId = await getPaymentsProvider().createCustomer({
    employeeId: employee.id,
    email: employee.email,
    name: `${employee.firstName} ${employee.lastName}`,
  });
  await ctx.db
    .update(employees)
    .set({ paymentCustomerId: customerId })
    .where(and(eq(employees.id, employee.id), isNull(employees.paymentCustomerId)));
  const stored = await getEmployeeOrThrow({ ctx, employeeId: employee.id });
  return stored.paymentCustomerId ?? customerId;
}
