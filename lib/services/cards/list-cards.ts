import type { IssuedCardRow } from "@/db/schema";

import type { EmployeeRequest } from "../requests";
import { getEmployeeOrThrow } from "../employee-scope";

import { selectEmployeeCards } from "./get-card-or-throw";

/** The employee's cards once issued, newest first: the live one (at most one), then the closed or replaced ones. */
export async function listCards({ ctx, employeeId }: EmployeeRequest): Promise<IssuedCardRow[]> {
  await getEmployeeOrThrow({ ctx, employeeId });
  return selectEmployeeCards({ ctx, employerId: ctx.employerId, employeeId });
}
