import { asc } from "drizzle-orm";

import { employees } from "@/db/schema";
import { REQUIREMENT_KEYS, type RequirementKey } from "@/lib/domain/requirements";
import type { AdminEmployeesQuery } from "@/lib/schemas/admin";

import type { EmployerContext } from "../context";

import { adminEmployeeFilter } from "./list-admin-employees";

const PAGE = 2000;

export type ExportedEmployee = {
  id: string;
  externalId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  complete: boolean;
  fulfilled: number;
} & Record<RequirementKey, "met" | "unmet">;

/**
 * The filtered employees table, row by row, read in pages so 100,000 rows never sit in memory at
 * once; each row with its 12 requirement states. Always the employer in scope.
 */
export async function* exportAdminEmployees({
  ctx,
  query,
}: {
  ctx: EmployerContext;
  query: Pick<AdminEmployeesQuery, "q" | "status" | "stuckOn">;
}): AsyncGenerator<ExportedEmployee> {
  const where = adminEmployeeFilter(ctx.employerId, query);
  for (let offset = 0; ; offset += PAGE) {
    const rows = await ctx.db.select().from(employees).where(where).orderBy(asc(employees.lastName), asc(employees.id)).limit(PAGE).offset(offset);
    for (const row of rows) {
      const unmet = new Set(row.requirementsUnmet);
      const states = Object.fromEntries(REQUIREMENT_KEYS.map((key) => [key, unmet.has(key) ? "unmet" : "met"])) as Record<RequirementKey, "met" | "unmet">;
      yield { id: row.id, externalId: row.externalId, firstName: row.firstName, lastName: row.lastName, email: row.email, complete: row.requirementsComplete, fulfilled: row.requirementsFulfilled, ...states };
    }
    if (rows.length < PAGE) break;
  }
}
