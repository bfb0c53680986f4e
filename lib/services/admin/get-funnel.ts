import { eq, sql } from "drizzle-orm";

import { employees } from "@/db/schema";
import { REQUIREMENT_KEYS, type RequirementKey } from "@/lib/domain/requirements";

import type { EmployerContext } from "../context";

/** How many employees have each requirement met, how many are complete, and the top blockers. */
export async function getFunnel({ ctx }: { ctx: EmployerContext }) {
  const { db, employerId } = ctx;
  const unmetCounts = REQUIREMENT_KEYS.map(
    (key) => sql<number>`count(*) filter (where ${employees.requirementsUnmet} @> ARRAY[${key}]::text[])::int`.as(key),
  );
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      complete: sql<number>`count(*) filter (where ${employees.requirementsComplete})::int`,
      ...Object.fromEntries(REQUIREMENT_KEYS.map((key, index) => [key, unmetCounts[index]!])),
    })
    .from(employees)
    .where(eq(employees.employerId, employerId));
  const total = Number(row?.total ?? 0);
  const unmet = (key: RequirementKey) => Number((row as Record<string, unknown> | undefined)?.[key] ?? 0);
  const steps = REQUIREMENT_KEYS.map((key) => ({ key, fulfilled: total - unmet(key), unmet: unmet(key) }));
  return {
    total,
    complete: Number(row?.complete ?? 0),
    steps,
    topBlockers: [...steps].filter((step) => step.unmet > 0).sort((a, b) => b.unmet - a.unmet).slice(0, 5),
  };
}
