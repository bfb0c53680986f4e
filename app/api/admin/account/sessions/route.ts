import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { accountSessionView } from "@/lib/api/serializers/account-session";
import { withAdmin } from "@/lib/api/with-admin";
import { listOwnSessions } from "@/lib/services/accounts/list-own-sessions";

// "Your sessions": the person's open sessions, this browser marked.
const handleGET = withAdmin(async ({ ctx, admin }) => {
  const rows = await listOwnSessions({ ctx });
  return json({ data: rows.map((row) => accountSessionView(row, admin.sessionId)) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
