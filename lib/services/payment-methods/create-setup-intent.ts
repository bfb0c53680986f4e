import type { Db } from "@/db/client";
import { getPaymentsProvider } from "@/lib/providers/payments";

import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";

import { ensurePaymentCustomer } from "./ensure-payment-customer";

/** A SetupIntent for off-session use on the employee's customer; its client secret goes to the SDK. */
export async function createSetupIntent(db: Db, params: { employerId: string; employeeId: string }): Promise<{ clientSecret: string }> {
  const employee = await getEmployeeOrThrow(db, params);
  const customerId = await ensurePaymentCustomer(db, employee);
  const intent = await getPaymentsProvider().createSetupIntent({ customerId, employeeId: employee.id });
  return { clientSecret: intent.clientSecret };
}
