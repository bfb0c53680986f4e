import type { ApiClientRequest } from "../requests";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

import { revokeClient } from "./client-credentials";
import { getEmployerClientOrThrow } from "./get-employer-client-or-throw";

export async function revokeApiClient({ ctx, clientId }: ApiClientRequest) {
  authorize(ctx.actor, "api_clients.manage");
  await getEmployerClientOrThrow({ ctx, clientId });
  await revokeClient({ ctx, clientId });
  await recordAudit({ ctx, entry: { action: "api_client.revoked", target: { type: "api_client", id: clientId } } });
}
