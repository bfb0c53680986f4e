import { getPaymentsProvider } from "@/lib/providers/payments";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

import { ensurePaymentCustomer } from "./ensure-payment-customer";
import { refuseRepaymentUnderStop } from "./refuse-repayment-under-stop";

/**
 * A SetupIntent for off-session use on the employee's customer; its client secret goes to the SDK.
 * Refused while a hard stop holds (no card can come), unless the person holds a live card.
 */
export async function createSetupIntent({ ctx, employeeId }: EmployeeRequest): Promise<{ clientSecret: string }> {
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  await refuseRepaymentUnderStop({ ctx, employee });
  const customerId = await ensurePaymentCustomer({ ctx, employee });
  const intent = await getPaymentsProvider().createSetupIntent({ customerId, employeeId: employee.id });
  return { clientSecret: intent.clientSecret };
}
