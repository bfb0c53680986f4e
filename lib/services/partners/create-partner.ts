import { partners } from "@/db/schema";
import { inTransaction } from "@/db/transaction";
import { createId } from "@/lib/ids";
import type { CreatePartnerInput } from "@/lib/schemas/operator-partners";

import type { ServiceContext } from "../context";
import { recordAudit } from "../audit/record-audit";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadPartnerView, type PartnerView } from "./partner-view";

/** An operator adds a partner (docs/operator.md#partners): it serves no employer until one is granted. */
export async function createPartner({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: CreatePartnerInput;
}): Promise<PartnerView> {
  authorizeOperator({ actor: ctx.actor, permission: "partners.write" });
  return inTransaction(ctx, async (tx) => {
    const id = createId("prt");
    await tx.db.insert(partners).values({ id, name: input.name, contactEmail: input.contactEmail ?? null });
    await recordAudit({
      ctx: tx,
      entry: { action: "partner.created", employerId: null, target: { type: "partner", id } },
    });
    return loadPartnerView({ ctx: tx, partnerId: id });
  });
}
