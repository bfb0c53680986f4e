import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { programEmployerJson } from "@/lib/api/serializers/program-employer";
import { withOperator } from "@/lib/api/with-operator";
import { suspendEmployerSchema } from "@/lib/schemas/operator";
import { suspendEmployer } from "@/lib/services/program/suspend-employer";

// Suspends the employer, with why: no new employees, invitations, cards or imports; issued cards keep working.
const handlePOST = withOperator<{ employerId: string }>(async ({ request, ctx, params, body }) => {
  assertContentType(request);
  const { reason } = parseBody(body, suspendEmployerSchema);
  return json(programEmployerJson(await suspendEmployer({ ctx, employerId: params.employerId, reason })));
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
