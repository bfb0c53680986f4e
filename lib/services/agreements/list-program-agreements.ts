import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadProgramAgreements, type ProgramAgreement } from "./program-agreement";

/** Every document of the program (the program's first, then employers' own), each with its versions' history. */
export async function listProgramAgreements({ ctx }: { ctx: ServiceContext }): Promise<ProgramAgreement[]> {
  authorizeOperator({ actor: ctx.actor, permission: "agreements.read" });
  return loadProgramAgreements({ ctx, withTexts: false });
}
