import { getAdminEmployee } from "../admin/get-admin-employee";
import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";
import { personEmployerContext, recordSupportAction } from "./person-context";

/**
 * One person's page as support reads it: what HR's own page shows, masked as for HR's viewer (no
 * full address or date of birth), with the employer it belongs to. The view is on record twice:
 * in the employer's trail, as HR's views are (so HR sees that the program looked), and in the
 * platform's.
 */
export async function getPerson({ ctx, employeeId }: { ctx: ServiceContext; employeeId: string }) {
  authorizeOperator({ actor: ctx.actor, permission: "people.read" });
  const { employerCtx, employer } = await personEmployerContext({ ctx, employeeId });
  const detail = await getAdminEmployee({ ctx: employerCtx, employeeId });
  await recordSupportAction({ ctx, action: "support.person_viewed", employeeId, employerId: employer.id });
  return { detail, employer };
}
