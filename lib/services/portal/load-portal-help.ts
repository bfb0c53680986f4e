import { formatReference } from "@/lib/domain/person/employee-reference";
import type { PortalHelp } from "@/lib/portal/page-data";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";
import { getEmployerSettings } from "../employers/get-employer-settings";
import { hrContactOf } from "../employers/hr-contact";

type EmployerOfHelp = Parameters<typeof hrContactOf>[0] & {
  name: string;
  payrollDeductionRepayment: boolean;
  paymentMethodRepayment: boolean;
};
type EmployeeOfHelp = { externalId: string | null; reference: string };

/**
 * Who can help and what to quote to them, from rows already loaded: the employer's HR contact (null
 * when HR set none) and HR's own employee number when known, else the short reference.
 */
export function portalHelpOf(employer: EmployerOfHelp, employee: EmployeeOfHelp): PortalHelp {
  const contact = hrContactOf(employer);
  return {
    employer: {
      name: employer.name,
      payrollDeductionRepayment: employer.payrollDeductionRepayment,
      paymentMethodRepayment: employer.paymentMethodRepayment,
      hrContact: contact.name || contact.email || contact.phone ? contact : null,
    },
    reference: employee.externalId ?? formatReference(employee.reference),
  };
}

/** The help block of a step page (the identity page after a failure): the contact and the reference. */
export async function loadPortalHelp({ ctx, employeeId }: EmployeeRequest): Promise<PortalHelp> {
  const [employee, { employer }] = await Promise.all([
    getEmployeeOrThrow({ ctx, employeeId }),
    getEmployerSettings({ ctx }),
  ]);
  return portalHelpOf(employer, employee);
}
