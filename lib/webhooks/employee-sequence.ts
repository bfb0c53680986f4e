import { and, eq, sql } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import { employees } from "@/db/schema";

/**
 * For a bulk write: reserves `count` numbers for each employee and returns the first of each.
 * The rows are locked in id order first, so two bulk writes over the same employees (two imports
 * at once) queue behind each other instead of deadlocking.
 */
export async function reserveEmployeeSequences(
  tx: Queryable,
  employerId: string,
  counts: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  if (counts.size === 0) return new Map();
  const ids = [...counts.keys()].sort();
  const locked = await tx
    .select({ id: employees.id })
    .from(employees)
    // One array parameter, not one parameter per id (an import's chunk names thousands).
    .where(and(sql`${employees.id} = any(${sql.param(ids)}::text[])`, eq(employees.employerId, employerId)))
    .orderBy(employees.id)
    .for("no key update");
  if (locked.length !== ids.length)
    throw new Error(`events about ${ids.length - locked.length} employees who are not employees of ${employerId}`);
  const updated = await tx.execute<{ id: string; last: number }>(sql`
    update ${employees} set event_sequence = ${employees}.event_sequence + wanted.n
    from unnest(${sql.param(ids)}::text[], ${sql.param(ids.map((id) => counts.get(id) ?? 0))}::int[]) as wanted(id, n)
    where ${employees}.id = wanted.id
    returning ${employees}.id, ${employees}.event_sequence as last`);
  return new Map(updated.rows.map((row) => [row.id, Number(row.last) - (counts.get(row.id) ?? 0) + 1]));
}
