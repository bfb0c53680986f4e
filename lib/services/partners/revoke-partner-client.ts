import type { ServiceContext } from "../context";
import { recordAudit } from "../audit/record-audit";
import { revokeClient } from "../api-clients/client-credentials";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadPartnerClient } from "./partner-client";
import { loadPartnerView, type PartnerView } from "./partner-view";

/** One of the partner's clients stops working for good; its webhook endpoints receive nothing more. */
export async function revokePartnerClient({
  ctx,
  partnerId,
  clientId,
}: {
  ctx: ServiceContext;
  partnerId: string;
  clientId: string;
}): Promise<PartnerView> {
  authorizeOperator({ actor: ctx.actor, permission: "partners.write" });
  const client = await loadPartnerClient({ ctx, partnerId, clientId });
  if (!client.revokedAt) {
    await revokeClient({ ctx, clientId });
    await recordAudit({
      ctx,
      entry: {
        action: "api_client.revoked",
        employerId: null,
        target: { type: "api_client", id: clientId },
        details: { partnerId },
      },
    });
  }
  return loadPartnerView({ ctx, partnerId });
}
