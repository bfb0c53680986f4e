import { methods } from "@/lib/api/methods";
import { withAdmin } from "@/lib/api/with-admin";
import { endAdminSessions } from "@/lib/services/sessions/end-admin-sessions";

// An owner ends all of a teammate's sessions at once.
const handlePOST = withAdmin<{ adminId: string }>(async ({ ctx, params }) => {
  await endAdminSessions({ ctx, adminId: params.adminId, reason: "ended_by_owner" });
  return new Response(null, { status: 204 });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
