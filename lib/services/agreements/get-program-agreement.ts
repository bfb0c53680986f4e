import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadProgramAgreement, type ProgramAgreement } from "./program-agreement";

/** One document with every version and its texts, as people were (or will be) shown them. */
export async function getProgramAgreement({
  ctx,
  agreementId,
}: {
  ctx: ServiceContext;
  agreementId: string;
}): Promise<ProgramAgreement> {
  authorizeOperator({ actor: ctx.actor, permission: "agreements.read" });
  return loadProgramAgreement({ ctx, agreementId });
}
