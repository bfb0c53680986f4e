import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { hrSessionView } from "@/lib/api/serializers/hr-session";
import { withAdmin } from "@/lib/api/with-admin";
import { listAdminSessions } from "@/lib/services/sessions/list-admin-sessions";

// A teammate's open sessions (owners).
const handleGET = withAdmin<{ adminId: string }>(async ({ ctx, admin, params }) => {
  const rows = await listAdminSessions({ ctx, adminId: params.adminId });
  return json({ data: rows.map((row) => hrSessionView(row, admin.sessionId)) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
