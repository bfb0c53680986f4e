import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadPartnerView, type PartnerView } from "./partner-view";

/** One partner: the employers it serves, its clients, and its webhook endpoints' health. */
export async function getPartner({ ctx, partnerId }: { ctx: ServiceContext; partnerId: string }): Promise<PartnerView> {
  authorizeOperator({ actor: ctx.actor, permission: "partners.read" });
  return loadPartnerView({ ctx, partnerId });
}
