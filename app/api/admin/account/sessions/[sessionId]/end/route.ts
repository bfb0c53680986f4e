import { methods } from "@/lib/api/methods";
import { withAdmin } from "@/lib/api/with-admin";
import { endOwnSession } from "@/lib/services/accounts/end-own-session";

// Ends one of the person's own sessions (another browser, a lost laptop; this one signs it out).
const handlePOST = withAdmin<{ sessionId: string }>(async ({ ctx, params }) => {
  await endOwnSession({ ctx, sessionId: params.sessionId });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
