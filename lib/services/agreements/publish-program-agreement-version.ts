import { inTransaction } from "@/db/transaction";
import type { PublishAgreementVersionInput } from "@/lib/schemas/operator-agreements";

import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadProgramAgreement, type ProgramAgreement } from "./program-agreement";
import { publishCheckedVersion } from "./version-publication";

/**
 * An operator publishes a new version of a program document (docs/operator.md#agreements), in
 * English and Spanish, effective now or at a later time, asking the people who accepted an earlier
 * version to accept it again or only telling them. Publications of one document are serialised
 * (its row is held), so two at once cannot both take the same place in its history.
 */
export async function publishProgramAgreementVersion({
  ctx,
  agreementId,
  input,
}: {
  ctx: ServiceContext;
  agreementId: string;
  input: PublishAgreementVersionInput;
}): Promise<ProgramAgreement & { notified: number }> {
  authorizeOperator({ actor: ctx.actor, permission: "agreements.write" });
  return inTransaction(ctx, async (tx) => {
    const current = await loadProgramAgreement({ ctx: tx, agreementId, forUpdate: true });
    const { notified } = await publishCheckedVersion({ ctx: tx, current, input });
    return { ...(await loadProgramAgreement({ ctx: tx, agreementId })), notified };
  });
}
