import type { ApiVersion } from "@/lib/versions";

import type { ServiceContext } from "../context";
import { recordAudit } from "../audit/record-audit";
import { repinClient } from "../api-clients/partner-client-version";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadPartnerClient } from "./partner-client";
import { loadPartnerView, type PartnerView } from "./partner-view";

/**
 * The operator pins one of a partner's clients to another API version (the partner's page): what
 * its requests without an API-Version header, and its webhook endpoints without a version of their
 * own, receive from now on. The partner may do the same itself (POST /api/client/api-version).
 */
export async function pinPartnerClientApiVersion({
  ctx,
  partnerId,
  clientId,
  version,
}: {
  ctx: ServiceContext;
  partnerId: string;
  clientId: string;
  version: ApiVersion;
}): Promise<PartnerView> {
  authorizeOperator({ actor: ctx.actor, permission: "partners.write" });
  const client = await loadPartnerClient({ ctx, partnerId, clientId });
  await repinClient({
    ctx,
    client,
    version,
    // The platform's trail: a partner's client belongs to no one employer.
    record: (entry) =>
      recordAudit({ ctx, entry: { ...entry, employerId: null, details: { ...entry.details, partnerId } } }),
  });
  return loadPartnerView({ ctx, partnerId });
}
