import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { loadProgramEmployer, type ProgramEmployer } from "./program-employer";

/** One employer as the operator console shows it. */
export async function getProgramEmployer({
  ctx,
  employerId,
}: {
  ctx: ServiceContext;
  employerId: string;
}): Promise<ProgramEmployer> {
  authorizeOperator({ actor: ctx.actor, permission: "employers.read" });
  return loadProgramEmployer({ ctx, employerId });
}
