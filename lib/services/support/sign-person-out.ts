import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";
import { endEmployeeSessions } from "../sessions/end-employee-sessions";
import { personEmployerContext, recordSupportAction } from "./person-context";

/**
 * Support's other safe fix, for a lost phone or a shared computer: the person is signed out
 * everywhere and their unused sign-in links stop working, as HR's "Sign out everywhere" does
 * (recorded in the employer's trail by it, and in the platform's here).
 */
export async function signPersonOut({ ctx, employeeId }: { ctx: ServiceContext; employeeId: string }): Promise<void> {
  authorizeOperator({ actor: ctx.actor, permission: "people.fix" });
  const { employerCtx, employer } = await personEmployerContext({ ctx, employeeId });
  await endEmployeeSessions({ ctx: employerCtx, employeeId });
  await recordSupportAction({ ctx, action: "support.signed_out", employeeId, employerId: employer.id });
}
