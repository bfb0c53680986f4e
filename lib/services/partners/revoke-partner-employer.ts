import { inTransaction } from "@/db/transaction";

import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { removeGrant } from "./partner-grants";
import { loadPartner, loadPartnerView, type PartnerView } from "./partner-view";

/**
 * The partner's clients stop serving the employer at once (within PARTNER_AUTH_CACHE_MS on other
 * instances): its calls for the employer answer 404, and the employer's events no longer reach its
 * webhooks. What it did for the employer stays in the employer's records. Withdrawing what is not
 * granted changes nothing.
 */
export async function revokePartnerEmployer({
  ctx,
  partnerId,
  employerId,
}: {
  ctx: ServiceContext;
  partnerId: string;
  employerId: string;
}): Promise<PartnerView> {
  authorizeOperator({ actor: ctx.actor, permission: "partners.write" });
  return inTransaction(ctx, async (tx) => {
    await loadPartner({ ctx: tx, partnerId });
    await removeGrant({ ctx: tx, partnerId, employerId });
    return loadPartnerView({ ctx: tx, partnerId });
  });
}
