import type { ApiClientRow } from "@/db/schema";
import type { ApiVersion } from "@/lib/versions";

import type { ApiClientRequest } from "../requests";
import { requireStepUp } from "../accounts/step-up";
import { authorize } from "../authorize";
import { recordAudit } from "../audit/record-audit";

import { getEmployerClientOrThrow } from "./get-employer-client-or-throw";
import { repinClient } from "./partner-client-version";

/**
 * HR pins one of the employer's own API clients to another version (Developers → API clients):
 * what the client's requests without an API-Version header, and its webhook endpoints without a
 * version of their own, receive from now on. A change of what a partner's code reads, so it asks
 * for a fresh factor as a new secret does.
 */
export async function pinEmployerClientApiVersion({
  ctx,
  clientId,
  version,
}: ApiClientRequest & { version: ApiVersion }): Promise<ApiClientRow> {
  authorize(ctx.actor, "api_clients.manage");
  await requireStepUp({ ctx });
  const client = await getEmployerClientOrThrow({ ctx, clientId });
  return repinClient({ ctx, client, version, record: (entry) => recordAudit({ ctx, entry }) });
}
