import { asc, eq } from "drizzle-orm";

import { employees, employers } from "@/db/schema";

import { employeeSearchCondition } from "../admin/list-admin-employees";
import { recordAudit } from "../audit/record-audit";
import type { ServiceContext } from "../context";
import { authorizeOperator } from "../operators/authorize-operator";

/** At most this many people answer one search: a support search names one person, not a list. */
export const PEOPLE_SEARCH_LIMIT = 25;

/**
 * Support finds a person across every employer of the program (docs/operator.md#people): by name,
 * e-mail or external id ("contains", as HR's search box), our id or the short reference a person
 * reads out — the same condition as HR's table, without the employer. The search is on record in
 * the platform's trail: how many it matched, never what was typed (an e-mail address or a name).
 */
export async function findPeople({ ctx, q }: { ctx: ServiceContext; q: string }) {
  authorizeOperator({ actor: ctx.actor, permission: "people.read" });
  const rows = await ctx.db
    .select({
      id: employees.id,
      reference: employees.reference,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      employerId: employees.employerId,
      employerName: employers.name,
      complete: employees.requirementsComplete,
      onboardingStatus: employees.onboardingStatus,
      waitingOnOwner: employees.waitingOnOwner,
      waitingOnRequirement: employees.waitingOnRequirement,
      waitingOnStatus: employees.waitingOnStatus,
      createdAt: employees.createdAt,
    })
    .from(employees)
    .innerJoin(employers, eq(employers.id, employees.employerId))
    .where(employeeSearchCondition(q))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
    .limit(PEOPLE_SEARCH_LIMIT + 1);
  const data = rows.slice(0, PEOPLE_SEARCH_LIMIT);
  await recordAudit({
    ctx,
    entry: {
      action: "support.people_searched",
      employerId: null,
      details: { matches: data.length, more: rows.length > PEOPLE_SEARCH_LIMIT },
    },
  });
  return { data, more: rows.length > PEOPLE_SEARCH_LIMIT };
}

export type FoundPerson = Awaited<ReturnType<typeof findPeople>>["data"][number];
