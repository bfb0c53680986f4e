import { inTransaction } from "@/db/transaction";

import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";
import { loadProgramEmployer } from "../program/program-employer";

import { addGrant } from "./partner-grants";
import { loadPartner, loadPartnerView, type PartnerView } from "./partner-view";

/**
 * The partner's clients serve the employer from now on (docs/operator.md#partners): every client it
 * holds, and every client it makes later. Granting what is granted changes nothing.
 */
export async function grantPartnerEmployer({
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
    await loadProgramEmployer({ ctx: tx, employerId });
    await addGrant({ ctx: tx, partnerId, employerId });
    return loadPartnerView({ ctx: tx, partnerId });
  });
}
