import { asc, count } from "drizzle-orm";

import { adminUsers, employers, employees } from "@/db/schema";

import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

import { employerStatus } from "./program-employer";

/** Every employer of the program, by name, with its status (active, suspended, being offboarded, offboarded) and how many HR people and employees it has. */
export async function listProgramEmployers({ ctx }: { ctx: ServiceContext }) {
  authorizeOperator({ actor: ctx.actor, permission: "employers.read" });
  const rows = await ctx.db
    .select({
      id: employers.id,
      name: employers.name,
      legalName: employers.legalName,
      suspendedAt: employers.suspendedAt,
      offboardingStartedAt: employers.offboardingStartedAt,
      offboardedAt: employers.offboardedAt,
      createdAt: employers.createdAt,
    })
    .from(employers)
    .orderBy(asc(employers.name), asc(employers.id));
  const hr = await ctx.db
    .select({ employerId: adminUsers.employerId, n: count() })
    .from(adminUsers)
    .groupBy(adminUsers.employerId);
  const people = await ctx.db
    .select({ employerId: employees.employerId, n: count() })
    .from(employees)
    .groupBy(employees.employerId);
  const hrBy = new Map(hr.map((row) => [row.employerId, row.n]));
  const peopleBy = new Map(people.map((row) => [row.employerId, row.n]));
  return rows.map(({ offboardingStartedAt, offboardedAt, ...row }) => ({
    ...row,
    status: employerStatus({ suspendedAt: row.suspendedAt, offboardingStartedAt, offboardedAt }),
    hrPeople: hrBy.get(row.id) ?? 0,
    employees: peopleBy.get(row.id) ?? 0,
  }));
}
