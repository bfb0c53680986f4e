import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import type { SessionsEnded } from "@/lib/schemas/responses/admin-employees";
import { endEmployeeSessions } from "@/lib/services/sessions/end-employee-sessions";

// HR signs an employee out everywhere (a lost phone, a shared computer): every portal session and
// every sign-in link not used yet stop working.
const handlePOST = withAdmin<{ employeeId: string }>(async ({ ctx, params }) => {
  await endEmployeeSessions({ ctx, employeeId: params.employeeId });
  return json({ employeeId: params.employeeId, sessionsEnded: true } satisfies SessionsEnded);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
