import type { IssuedCardRow } from "@/db/schema";

import type { EmployerContext } from "../context";
import { getEmployeeOrThrow } from "../employees/get-employee-or-throw";

import { selectEmployeeCards } from "./get-card-or-throw";

/** The employee's cards (at most one today), once issued. */
export async function listCards({ ctx, employeeId }: { ctx: EmployerContext; employeeId: string }): Promise<IssuedCardRow[]> {
  await getEmployeeOrThrow({ ctx, employeeId });
  return selectEmployeeCards(ctx.db, { employerId: ctx.employerId, employeeId });
}
