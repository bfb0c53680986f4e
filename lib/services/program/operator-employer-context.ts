import type { EmployerContext, ServiceContext } from "../context";
import { loadProgramEmployer, type ProgramEmployer } from "./program-employer";

/**
 * The one way an operator's call reaches an employer's own use cases (an HR invitation, later its
 * people): a context scoped to that employer, the operator still the actor — so the employer's
 * trail records the operator — once the caller has authorized the operator for what it does. An
 * unknown employer is employer_not_found.
 */
export async function operatorEmployerContext({
  ctx,
  employerId,
}: {
  ctx: ServiceContext;
  employerId: string;
}): Promise<{ employerCtx: EmployerContext; employer: ProgramEmployer }> {
  const employer = await loadProgramEmployer({ ctx, employerId });
  return { employerCtx: { ...ctx, employerId: employer.id }, employer };
}
