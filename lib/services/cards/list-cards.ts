import type { IssuedCardRow } from "@/db/schema";

import type { EmployerContext } from "../context";
import { getEmployeeOrThrow } from "../employee-scope";

import { selectEmployeeCards } from "./get-card-or-throw";

/** The employee's cards once issued, newest first: the live one (at most one), then the closed or replaced ones. */
export async function listCards({
  ctx,
  employeeId,
}: {
  ctx: EmployerContext;
  employeeId: string;
}): Promise<IssuedCardRow[]> {
  await getEmployeeOrThrow({ ctx, employeeId });
  return selectEmployeeCards({ ctx, employerId: ctx.employerId, employeeId });
}
