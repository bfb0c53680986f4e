import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { hrSessionView } from "@/lib/api/serializers/hr-session";
import { withAdmin } from "@/lib/api/with-admin";
import { listAdminSessions } from "@/lib/services/sessions/list-admin-sessions";

// "Your sessions": the person's open sessions, this browser marked.
const handleGET = withAdmin(async ({ ctx, admin }) => {
  const rows = await listAdminSessions({ ctx, adminId: admin.adminId });
  return json({ data: rows.map((row) => hrSessionView(row, admin.sessionId)) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
