import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { accountSessionView } from "@/lib/api/serializers/account-session";
import { withOperator } from "@/lib/api/with-operator";
import { listOwnSessions } from "@/lib/services/accounts/list-own-sessions";

// "Your sessions": the operator's open sessions, this browser marked.
const handleGET = withOperator(async ({ ctx, operator }) => {
  const rows = await listOwnSessions({ ctx });
  return json({ data: rows.map((row) => accountSessionView(row, operator.sessionId)) });
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
