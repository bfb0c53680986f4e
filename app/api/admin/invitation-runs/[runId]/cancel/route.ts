import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeInvitationRun } from "@/lib/api/serializers/admin";
import { withAdmin } from "@/lib/api/with-admin";
import { cancelInvitationRun } from "@/lib/services/admin/cancel-invitation-run";

// HR stops a run: whoever has not been e-mailed yet is not.
const handlePOST = withAdmin<{ runId: string }>(async ({ ctx, params }) =>
  json(serializeInvitationRun(await cancelInvitationRun({ ctx, runId: params.runId }))),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
