import { and, eq, sql, type SQL } from "drizzle-orm";

import type { Queryable } from "@/db/client";
import type { Cte } from "@/db/statement";
import { employees } from "@/db/schema";

// The gap-free, per-employee event sequence (GET /api/events orders an employee's events by it):
// every writer takes its numbers here — one event (recordEvent), the PATCH statement, a card's
// record, an import's bulk — by the same update of the employee's `event_sequence`, which holds the
// row's lock until the transaction ends. A concurrent writer for the same employee waits and takes
// the numbers after this one's, so they have no gaps and follow commit order.

/** The number an employee's first event gets; a row inserted with its first event is inserted with it. */
export const FIRST_EVENT_SEQUENCE = 1;

/**
 * The employee's `event_sequence` after `count` more events (one by default): the value an update
 * that takes them sets, inside the statement of the change the events report when it can be.
 */
export function advanceEventSequence(count: number | SQL = 1): SQL {
  return sql`${employees.eventSequence} + ${count}`;
}

/**
 * The update that takes the employee's next number (its one row's `event_sequence`), to be a part
 * of the statement that records the event (recordEvent, a card's record).
 * `onlyIf`: a CTE earlier in the statement; the number is taken only when it has a row (the change
 * the event reports was made), so a guard that did not hold leaves no gap.
 */
export function takeEventSequence(input: { employerId: string; employeeId: string; onlyIf?: Cte }): SQL {
  const guard = input.onlyIf ? sql`and ${input.onlyIf.exists}` : sql``;
  return sql`update ${employees} set event_sequence = ${advanceEventSequence()}
      where ${employees.id} = ${input.employeeId} and ${employees.employerId} = ${input.employerId} ${guard}
      returning ${employees.eventSequence}`;
}

/**
 * For a bulk write: reserves `count` numbers for each employee and returns the first of each.
 * The rows are locked in id order first, so two bulk writes over the same employees (two imports
 * at once) queue behind each other instead of deadlocking.
 */
export async function reserveEventSequences(
  db: Queryable,
  employerId: string,
  counts: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  if (counts.size === 0) return new Map();
  const ids = [...counts.keys()].sort();
  const locked = await db
    .select({ id: employees.id })
    .from(employees)
    // One array parameter, not one parameter per id (an import's chunk names thousands).
    .where(and(sql`${employees.id} = any(${sql.param(ids)}::text[])`, eq(employees.employerId, employerId)))
    .orderBy(employees.id)
    .for("no key update");
  if (locked.length !== ids.length)
    throw new Error(`events about ${ids.length - locked.length} employees who are not employees of ${employerId}`);
  const updated = await db.execute<{ id: string; last: number }>(sql`
    update ${employees} set event_sequence = ${advanceEventSequence(sql`wanted.n`)}
    from unnest(${sql.param(ids)}::text[], ${sql.param(ids.map((id) => counts.get(id) ?? 0))}::int[]) as wanted(id, n)
    where ${employees.id} = wanted.id
    returning ${employees.id}, ${employees.eventSequence} as last`);
  return new Map(updated.rows.map((row) => [row.id, Number(row.last) - (counts.get(row.id) ?? 0) + 1]));
}
