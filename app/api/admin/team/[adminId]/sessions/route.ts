import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { accountSessionView } from "@/lib/api/serializers/account-session";
import { withAdmin } from "@/lib/api/with-admin";
import { listAdminSessions } from "@/lib/services/sessions/list-admin-sessions";

// A teammate's open sessions (owners).
const handleGET = withAdmin<{ adminId: string }>(async ({ ctx, admin, params }) => {
  const rows = await listAdminSessions({ ctx, adminId: params.adminId });
  return json({ data: rows.map((row) => accountSessionView(row, admin.sessionId)) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
