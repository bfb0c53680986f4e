import { eq } from "drizzle-orm";

import { adminUsers, employers, payrollSchedules } from "@/db/schema";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { readSession } from "@/lib/auth/session";

// Who is signed in, the CSRF token for writes, and the employer's settings and schedules.
const handleGET = withAdmin(async ({ request, ctx }) => {
  const session = await readSession(request);
  const [[admin], [employer], schedules] = await Promise.all([
    ctx.db.select().from(adminUsers).where(eq(adminUsers.id, ctx.adminId)),
    ctx.db.select().from(employers).where(eq(employers.id, ctx.employerId)),
    ctx.db.select().from(payrollSchedules).where(eq(payrollSchedules.employerId, ctx.employerId)),
  ]);
  return json({
    adminId: ctx.adminId,
    name: admin?.name,
    email: admin?.email,
    csrfToken: session?.csrfToken,
    employer: { id: ctx.employerId, name: employer?.name, payrollDeductionRepayment: employer?.payrollDeductionRepayment, paymentMethodRepayment: employer?.paymentMethodRepayment },
    payrollSchedules: schedules.map((s) => ({ id: s.id, name: s.name, payFrequency: s.payFrequency, active: s.active })),
  });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
