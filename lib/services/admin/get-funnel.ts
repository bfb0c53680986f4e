import { and, eq, isNotNull, sql } from "drizzle-orm";

import { employees, isDecided } from "@/db/schema";
import { dependenciesOf, REQUIREMENT_KEYS, type RequirementKey } from "@/lib/domain/onboarding/requirements";
import { WAITING_OWNERS, type WaitingOwner } from "@/lib/domain/onboarding/waiting-on";

import type { EmployerContext } from "../context";
import { authorize } from "../authorize";

/** Unmet because one it depends on is unmet too: counted apart, never as a blocker of its own. */
function blockedCount(key: RequirementKey) {
  const dependencies = dependenciesOf(key);
  if (dependencies.length === 0) return sql<number>`0`;
  return sql<number>`count(*) filter (where ${employees.requirementsUnmet} @> ARRAY[${key}]::text[] and ${employees.requirementsUnmet} && ARRAY[${sql.join(
    dependencies.map((dependency) => sql`${dependency}`),
    sql`, `,
  )}]::text[])::int`;
}

/**
 * How many employees have each requirement met, unmet, and unmet only because an earlier one is;
 * how many are complete, how many need HR, and how many wait on nobody because a credit decision was
 * made (`decided`); and the blockers: the employees grouped by who they are waiting on (the table's
 * own column, so the two never disagree), what HR can fix first.
 */
export async function getFunnel({ ctx }: { ctx: EmployerContext }) {
  authorize(ctx.actor, "employees.read");
  const { db, employerId } = ctx;
  const columns = Object.fromEntries(
    REQUIREMENT_KEYS.flatMap((key) => [
      [
        `${key}:unmet`,
        sql<number>`count(*) filter (where ${employees.requirementsUnmet} @> ARRAY[${key}]::text[])::int`,
      ],
      [`${key}:blocked`, blockedCount(key)],
    ]),
  );
  const [[row], groups] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        complete: sql<number>`count(*) filter (where ${employees.requirementsComplete})::int`,
        decided: sql<number>`count(*) filter (where ${isDecided()})::int`,
        needsHrAction: sql<number>`count(*) filter (where ${employees.needsHrAction})::int`,
        ...columns,
      })
      .from(employees)
      .where(eq(employees.employerId, employerId)),
    db
      .select({
        owner: employees.waitingOnOwner,
        requirement: employees.waitingOnRequirement,
        needsHrAction: employees.needsHrAction,
        count: sql<number>`count(*)::int`,
      })
      .from(employees)
      .where(
        and(
          eq(employees.employerId, employerId),
          isNotNull(employees.waitingOnOwner),
          isNotNull(employees.waitingOnRequirement),
        ),
      )
      .groupBy(employees.waitingOnOwner, employees.waitingOnRequirement, employees.needsHrAction),
  ]);
  const counts = (row ?? {}) as Record<string, unknown>;
  const total = Number(counts.total ?? 0);
  const steps = REQUIREMENT_KEYS.map((key) => {
    const unmet = Number(counts[`${key}:unmet`] ?? 0);
    return { key, fulfilled: total - unmet, unmet, blocked: Number(counts[`${key}:blocked`] ?? 0) };
  });
  const rank = (owner: WaitingOwner) => WAITING_OWNERS.indexOf(owner);
  const blockers = groups
    .map((group) => ({
      owner: group.owner!,
      requirement: group.requirement!,
      needsHrAction: group.needsHrAction,
      count: Number(group.count),
    }))
    // What HR can fix first; then by how many people wait, the owners' order breaking ties.
    .sort(
      (a, b) =>
        Number(b.needsHrAction) - Number(a.needsHrAction) ||
        b.count - a.count ||
        rank(a.owner) - rank(b.owner) ||
        REQUIREMENT_KEYS.indexOf(a.requirement) - REQUIREMENT_KEYS.indexOf(b.requirement),
    );
  return {
    total,
    complete: Number(counts.complete ?? 0),
    decided: Number(counts.decided ?? 0),
    needsHrAction: Number(counts.needsHrAction ?? 0),
    steps,
    blockers,
  };
}
