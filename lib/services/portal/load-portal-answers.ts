import { employeeAddressFields } from "@/lib/domain/person/employee-address";
import type { PortalAnswers } from "@/lib/portal/page-data";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

/** What the check-your-answers page shows back: the personal details as saved, the SSN only as its last four. */
export async function loadPortalAnswers({ ctx, employeeId }: EmployeeRequest): Promise<PortalAnswers> {
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  return {
    name: `${employee.firstName} ${employee.lastName}`,
    birthDate: employee.birthDate,
    phoneNumber: employee.phoneNumber,
    address: employeeAddressFields(employee),
    ssnLastFour: employee.ssnLastFour,
  };
}
