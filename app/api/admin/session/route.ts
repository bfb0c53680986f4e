import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { getEmployerSettings } from "@/lib/services/employers/get-employer-settings";
import type { AdminSession } from "@/lib/schemas/responses/admin-session";

// Who is signed in, the CSRF token for writes, and the employer's settings and schedules.
const handleGET = withAdmin(async ({ ctx, admin, session }) => {
  const { employer, schedules } = await getEmployerSettings({ ctx, withSchedules: true });
  return json({
    adminId: admin.adminId,
    name: admin.name,
    email: admin.email,
    role: admin.role,
    csrfToken: session.csrfToken,
    employer: {
      id: ctx.employerId,
      name: employer.name,
      payrollDeductionRepayment: employer.payrollDeductionRepayment,
      paymentMethodRepayment: employer.paymentMethodRepayment,
      suspension: admin.employerSuspension
        ? { since: admin.employerSuspension.since.toISOString(), reason: admin.employerSuspension.reason }
        : null,
    },
    payrollSchedules: schedules.map((s) => ({
      id: s.id,
      name: s.name,
      payFrequency: s.payFrequency,
      active: s.active,
    })),
  } satisfies AdminSession);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
