import { methods } from "@/lib/api/methods";
import { withAdmin } from "@/lib/api/with-admin";
import { endAdminSessions } from "@/lib/services/sessions/end-admin-sessions";

// Ends one of the person's own sessions (another browser, a lost laptop; this one signs it out).
const handlePOST = withAdmin<{ sessionId: string }>(async ({ ctx, admin, params }) => {
  await endAdminSessions({ ctx, adminId: admin.adminId, id: params.sessionId, reason: "ended_by_self" });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
