import { methods } from "@/lib/api/methods";
import { json } from "@/lib/api/respond";
import { withAdmin } from "@/lib/api/with-admin";
import { revokeApiClient } from "@/lib/services/api-clients/revoke-api-client";
import type { RevokedApiClient } from "@/lib/schemas/responses/admin-api-clients";

const handlePOST = withAdmin<{ clientId: string }>(async ({ ctx, params }) => {
  await revokeApiClient({ ctx, clientId: params.clientId });
  return json({ id: params.clientId, revoked: true } satisfies RevokedApiClient);
});

export const { GET, POST, PATCH, PUT, DELETE } = methods({ POST: handlePOST });
