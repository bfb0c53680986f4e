import type { EmployerContext } from "../context";
import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";

import { createSignInToken, linkUrl } from "./sign-in-links";

/** A single-use link that signs the employee in to the portal; valid for 7 days. */
export async function createInviteLink({ ctx, employeeId, baseUrl }: { ctx: EmployerContext; employeeId: string; baseUrl: string }) {
  const employee = await getEmployeeOrThrow({ ctx, employeeId });
  const { token, expiresAt } = await createSignInToken(ctx.db, employee, "invite");
  return { employeeId: employee.id, url: linkUrl(baseUrl, token), expiresAt };
}
