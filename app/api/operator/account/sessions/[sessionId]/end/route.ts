import { methods } from "@/lib/api/methods";
import { withOperator } from "@/lib/api/with-operator";
import { endOwnSession } from "@/lib/services/accounts/end-own-session";

// Ends one of the operator's own sessions (step-up first; this one's signs it out).
const handlePOST = withOperator<{ sessionId: string }>(async ({ ctx, params }) => {
  await endOwnSession({ ctx, sessionId: params.sessionId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
