import { getPaymentsProvider } from "@/lib/providers/payments";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

/** The provider's public key for Stripe.js or the mobile payment sheet, for an employee in scope. */
export async function getPublishableKey({ ctx, employeeId }: EmployeeRequest): Promise<{ publishableKey: string }> {
  await getEmployeeOrThrow({ ctx, employeeId });
  return { publishableKey: getPaymentsProvider().publishableKey };
}
