import type { PortalAnswers } from "@/lib/portal/page-data";

import type { EmployerContext } from "../context";
import { getEmployeeOrThrow } from "../employee-scope";

/** What the check-your-answers page shows back: the personal details as saved, the SSN only as its last four. */
export async function loadPortalAnswers({
  ctx,
  employeeId,
}: {
  ctx: EmployerContext;
  employeeId: string;
}): Promise<PortalAnswers> {
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  return {
    name: `${employee.firstName} ${employee.lastName}`,
    birthDate: employee.birthDate,
    phoneNumber: employee.phoneNumber,
    address: {
      line1: employee.addressLine1,
      line2: employee.addressLine2,
      city: employee.addressCity,
      state: employee.addressState,
      postalCode: employee.addressPostalCode,
    },
    ssnLastFour: employee.ssnLastFour,
  };
}
