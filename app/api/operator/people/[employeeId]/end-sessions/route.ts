import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withOperator } from "@/lib/api/with-operator";
import type { SessionsEnded } from "@/lib/schemas/responses/admin-employees";
import { signPersonOut } from "@/lib/services/support/sign-person-out";

// Support signs a person out everywhere: every portal session and unused sign-in link ends.
const handlePOST = withOperator<{ employeeId: string }>(async ({ ctx, params }) => {
  await signPersonOut({ ctx, employeeId: params.employeeId });
  return json({ employeeId: params.employeeId, sessionsEnded: true } satisfies SessionsEnded);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
