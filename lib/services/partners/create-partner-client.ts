import { inTransaction } from "@/db/transaction";
import type { CreatePartnerClientInput } from "@/lib/schemas/operator-partners";

import type { ServiceContext } from "../context";
import { recordAudit } from "../audit/record-audit";
import { createApiClient } from "../api-clients/create-api-client";
import { authorizeOperator } from "../operators/authorize-operator";

import { bindClientToGrants } from "./partner-grants";
import { loadPartnerClient } from "./partner-client";
import { loadPartner } from "./partner-view";

/**
 * A new API client of the partner, serving every employer granted to it (and those granted later).
 * Its secret is in this answer and nowhere else: only its hash is kept.
 */
export async function createPartnerClient({
  ctx,
  partnerId,
  input,
}: {
  ctx: ServiceContext;
  partnerId: string;
  input: CreatePartnerClientInput;
}) {
  authorizeOperator({ actor: ctx.actor, permission: "partners.write" });
  return inTransaction(ctx, async (tx) => {
    await loadPartner({ ctx: tx, partnerId });
    const { clientId, clientSecret } = await createApiClient({
      ctx: tx,
      input: { name: input.name, employerIds: [], pinnedApiVersion: input.pinnedApiVersion, partnerId },
    });
    await bindClientToGrants({ ctx: tx, partnerId, clientId });
    await recordAudit({
      ctx: tx,
      entry: {
        action: "api_client.created",
        employerId: null,
        target: { type: "api_client", id: clientId },
        details: { partnerId },
      },
    });
    return { client: await loadPartnerClient({ ctx: tx, partnerId, clientId }), clientSecret };
  });
}
