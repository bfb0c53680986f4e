import { assertContentType, parseBody } from "@/lib/api/body";
import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeInvitationRun } from "@/lib/api/serializers/admin";
import { withAdmin } from "@/lib/api/with-admin";
import { startInvitationRunSchema } from "@/lib/schemas/admin";
import { listInvitationRuns } from "@/lib/services/admin/list-invitation-runs";
import { startInvitationRun } from "@/lib/services/admin/start-invitation-run";

// HR invites everyone the table's filters select, however many: the worker e-mails them at the
// employer's invitation throttle, and this answers at once with the run to follow.
const handlePOST = withAdmin(async ({ request, ctx, body }) => {
  assertContentType(request);
  const { filter } = parseBody(body, startInvitationRunSchema);
  return json(serializeInvitationRun(await startInvitationRun({ ctx, filter })), { status: 201 });
});

const handleGET = withAdmin(async ({ ctx }) =>
  json({ data: (await listInvitationRuns({ ctx })).map(serializeInvitationRun) }),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET, POST: handlePOST });
