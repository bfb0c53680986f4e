import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { serializeInvitationRun } from "@/lib/api/serializers/admin";
import { withAdmin } from "@/lib/api/with-admin";
import { getInvitationRun } from "@/lib/services/admin/get-invitation-run";

const handleGET = withAdmin<{ runId: string }>(async ({ ctx, params }) =>
  json(serializeInvitationRun(await getInvitationRun({ ctx, runId: params.runId }))),
);

export const { GET, POST, PATCH, PUT, DELETE } = methods({ GET: handleGET });
