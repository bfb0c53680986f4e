import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

/** The partner's app the portal offers to go back to (the last opened invite's returnUrl), if any. */
export async function loadPortalReturnUrl({ ctx, employeeId }: EmployeeRequest): Promise<string | null> {
  return (await getEmployeeOrThrow({ ctx, employeeId })).portalReturnUrl;
}
