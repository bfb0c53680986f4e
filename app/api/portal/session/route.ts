import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withEmployeeSession } from "@/lib/api/with-employee-session";
import { getEmployeeOrThrow } from "@/lib/services/employee-scope";
import { getEmployerSettings } from "@/lib/services/employers/get-employer-settings";
import { hrContactOf } from "@/lib/services/employers/hr-contact";
import type { PortalSession } from "@/lib/schemas/responses/portal";

// What the portal needs to start: whose session it is, the CSRF token for writes, and the
// employer's program settings.
const handleGET = withEmployeeSession(async ({ ctx, session }) => {
  const employee = await getEmployeeOrThrow({ ctx, employeeId: session.employeeId });
  const { employer } = await getEmployerSettings({ ctx });
  return json({
    employeeId: employee.id,
    employerId: employee.employerId,
    firstName: employee.firstName,
    csrfToken: session.csrfToken,
    apiBase: `/api/employers/${employee.employerId}/employees/${employee.id}`,
    employer: {
      name: employer.name,
      payrollDeductionRepayment: employer.payrollDeductionRepayment,
      paymentMethodRepayment: employer.paymentMethodRepayment,
      hrContact:
        employer.hrContactName || employer.hrContactEmail || employer.hrContactPhone ? hrContactOf(employer) : null,
    },
  } satisfies PortalSession);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
